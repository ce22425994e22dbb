import { dammDigit, returnIdOfSlipCode, returnSlipCode } from '@seamline/contract';
import { describe, expect, it } from 'vitest';

/** Decision 222: the slip's code is the return's id and a Damm check digit. */
describe('return slip codes', () => {
  it("uses Damm's digit (572 → 4) and reads back whatever the vendor types", () => {
    expect(dammDigit('572')).toBe(4);
    expect(dammDigit('5724')).toBe(0);
    expect(returnSlipCode(4)).toBe('R-000004-5');
    expect(returnSlipCode(1234567)).toBe(`R-1234567-${dammDigit('1234567')}`);
    for (const typed of ['R-000004-5', 'r0000045', ' R 000004 5 ', '45', '000004-5']) expect(returnIdOfSlipCode(typed), typed).toBe(4);
    for (const typed of ['', 'R', '5', 'R-000004-6', 'R-000040-5', 'X-000004-5', 'R-0-0', '99999999999999', 'R-00000a-5'])
      expect(returnIdOfSlipCode(typed), typed).toBeNull();
  });

  it('catches every wrong digit and every swap of two neighbouring digits', () => {
    for (let id = 1; id <= 3000; id++) {
      const code = returnSlipCode(id);
      expect(returnIdOfSlipCode(code)).toBe(id);
      const digits = code.replace(/\D/g, '');
      for (let i = 0; i < digits.length; i++) {
        for (let d = 0; d <= 9; d++) {
          if (String(d) === digits[i]) continue;
          const typo = digits.slice(0, i) + d + digits.slice(i + 1);
          expect(returnIdOfSlipCode(typo)).toBeNull();
        }
        if (i + 1 < digits.length && digits[i] !== digits[i + 1]) {
          const swap = digits.slice(0, i) + digits[i + 1] + digits[i] + digits.slice(i + 2);
          expect(returnIdOfSlipCode(swap)).toBeNull();
        }
      }
    }
  });
});
