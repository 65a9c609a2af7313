import { ServiceLength, type TServiceLength } from '@app/contracts/enums';
import type { TFunction } from '../../../lib/translator';

const serviceLengthKey = {
  [ServiceLength.OneToThreeYears]: 'oneToThree',
  [ServiceLength.ThreeToTenYears]: 'threeToTen',
  [ServiceLength.OverTenYears]: 'overTen',
  [ServiceLength.OverTwentyYears]: 'overTwenty',
} as const satisfies Record<TServiceLength, string>;

function isServiceLength(value: number | null): value is TServiceLength {
  return value !== null && Object.hasOwn(serviceLengthKey, value);
}

/** A counselor's years of practice in words; null when they have not said. */
export function serviceLengthText(t: TFunction<'directory'>, serviceLength: number | null): string | null {
  return isServiceLength(serviceLength) ? t(`team.serviceLengths.${serviceLengthKey[serviceLength]}`) : null;
}
