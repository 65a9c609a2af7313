import { ErrorCode } from '@app/contracts/error-codes';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';

/**
 * What a refused booking does: an unverified phone goes to the phone check (booking needs one);
 * any other refusal is shown, in words, through `show`.
 */
export function useBookingRefusal(show: (problem: string) => void): (error: unknown) => void {
  const errorText = useErrorText();
  const navigate = useNavigate();
  return (error) => {
    if (error instanceof ApiError && error.errorCode === ErrorCode.PhoneNotVerified) {
      void navigate(paths.verifyPhoneSingle.getHref());
      return;
    }
    show(errorText(error));
  };
}
