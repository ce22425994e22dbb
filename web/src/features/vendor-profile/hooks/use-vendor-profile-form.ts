import { zodResolver } from '@hookform/resolvers/zod';
import { ERRORS, SUCCESS, splitAddress, type VendorProfile, type VendorProfileInput, vendorProfileInput } from '@seamline/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, endedSession, errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useUpdateVendorProfile } from '../api/update-vendor-profile';
import { sendMutation } from '@/lib/send-mutation';

const toFormValues = (p: VendorProfile): VendorProfileInput => ({
  vendorName: p.vendorName,
  fullName: p.fullName,
  ...splitAddress(p.address),
  returnDays: p.returnDays ?? 30,
  returnAddress: p.returnAddress ?? null,
  returnInstructions: p.returnInstructions ?? '',
});

/** The fields the server may name in a refusal, each shown under its own input. */
const FIELDS = [
  'vendorName',
  'fullName',
  'addressLine1',
  'city',
  'postalCode',
  'country',
  'returnDays',
  'returnAddress.addressLine1',
  'returnAddress.city',
  'returnAddress.postalCode',
  'returnAddress.country',
  'returnInstructions',
] as const;

/** The vendor profile form: the saved profile as its values, saving it, and the header greeting kept in step. */
export function useVendorProfileForm(profile: VendorProfile) {
  const { updateUser } = useAuth();
  const update = useUpdateVendorProfile();
  const form = useForm<VendorProfileInput, unknown, z.output<typeof vendorProfileInput>>({
    resolver: zodResolver(vendorProfileInput),
    defaultValues: toFormValues(profile),
  });

  const onSubmit = form.handleSubmit((values) =>
    sendMutation(update, values, {
      onSuccess: (saved) => {
        form.reset(toFormValues(saved));
        updateUser({ vendorName: saved.vendorName, fullName: saved.fullName });
        toast.success(SUCCESS.profile.title, { description: SUCCESS.profile.vendorDescription });
      },
      onError: (error) => {
        if (endedSession(error)) return;
        if (error instanceof ApiError) {
          for (const field of FIELDS) {
            const message = error.fieldErrors?.[field];
            if (message) form.setError(field, { message });
          }
        }
        toast.error(ERRORS.profileSave.title, { description: errorMessage(error, ERRORS.profileSave.fallback) });
      },
    }),
  );

  return { form, onSubmit, saving: update.isPending };
}
