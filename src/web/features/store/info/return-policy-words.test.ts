import { describe, expect, it } from 'vitest';
import { RETURN_REASON_LABELS } from '@shared/schemas/returns';
import { DEFECT_REASON, returnPolicyWords } from './return-policy-words';

describe('the returns policy words', () => {
  it("say the windows of the shop's settings", () => {
    expect(returnPolicyWords({ returnDays: 30, defectMonths: 6, coolingOffDays: 7 })).toEqual({
      anyReason: '30 days of delivery',
      defect: '6 months of delivery',
      coolingOff: '7 days',
      warrantyBeyond: true,
    });
    expect(returnPolicyWords({ returnDays: 60, defectMonths: 12, coolingOffDays: 14 })).toEqual({
      anyReason: '60 days of delivery',
      defect: '12 months of delivery',
      coolingOff: '14 days',
      warrantyBeyond: false,
    });
  });

  it('name no number the shop may not keep when the settings did not load, but the 7 days of the law', () => {
    expect(returnPolicyWords(undefined)).toEqual({
      anyReason: 'the return period after delivery',
      defect: 'the longer period for a defective item',
      coolingOff: '7 days',
      warrantyBeyond: true,
    });
  });

  it("names the defect's reason as the order's page offers it", () => {
    expect(DEFECT_REASON).toBe(RETURN_REASON_LABELS.defective);
  });
});
