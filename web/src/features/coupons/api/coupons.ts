import type { Coupon, CouponInput } from '@seamline/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Whose coupons a screen keeps: the shop's own (`/api/vendors/coupons`) or the platform's (`/api/admin/coupons`). */
export type CouponOwner = 'vendor' | 'admin';

const base = (owner: CouponOwner) => (owner === 'vendor' ? '/api/vendors/coupons' : '/api/admin/coupons');

export const couponsQueryOptions = (owner: CouponOwner) =>
  queryOptions({ queryKey: ['coupons', owner], queryFn: () => api.get<Coupon[]>(base(owner)) });

export const useCoupons = (owner: CouponOwner) => useQuery(couponsQueryOptions(owner));

export function useCreateCoupon(owner: CouponOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CouponInput) => api.post<Coupon>(base(owner), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsQueryOptions(owner).queryKey }),
  });
}

/** `PUT …/coupons/{id} { active }`: the answer replaces the row. */
export function useSetCouponActive(owner: CouponOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ couponId, active }: { couponId: string; active: boolean }) => api.put<Coupon>(`${base(owner)}/${couponId}`, { active }),
    onSuccess: (saved) =>
      queryClient.setQueryData(couponsQueryOptions(owner).queryKey, (list) =>
        list?.map((c) => (c.couponId === saved.couponId ? saved : c)),
      ),
  });
}
