import { PASSWORD_MAX_LENGTH } from '@app/contracts/password';
import { ErrorCode } from '@app/contracts/error-codes';
import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { showToast } from '../overlays/toast';
import { Fragment, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { PasswordStrengthMeter } from '../../components/ui/password-strength-meter';
import { ApiError } from '../../lib/api-client';
import { useValidationText } from '../../lib/form-errors';
import { usePasswordStrength } from '../../lib/password-strength';
import { useChangePassword } from './api/change-password';
import { passwordFieldErrors, type TPasswordField, type TPasswordFields } from './password-fields';

const fields: TPasswordField[] = ['oldPassword', 'newPassword', 'confirmPassword'];
const empty: TPasswordFields = { oldPassword: '', newPassword: '', confirmPassword: '' };
const TOAST_MS = 5000;

/**
 * Old, new and confirmation (shell spec §5). A field's message shows once it has been typed in or
 * left; confirm stays disabled while any field has one. Loaded on first open.
 */
export default function ChangePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const validationText = useValidationText();
  const [values, setValues] = useState(empty);
  const [touched, setTouched] = useState<Partial<Record<TPasswordField, boolean>>>({});
  const errors = passwordFieldErrors(values, usePasswordStrength(values.newPassword)?.common);
  const hasError = fields.some((field) => errors[field] !== null);

  const close = () => {
    setValues(empty);
    setTouched({});
    onClose();
  };

  const change = useChangePassword({
    onSuccess: () => {
      showToast({ color: 'teal', message: t('changePassword.success'), autoClose: TOAST_MS });
      close();
    },
    onError: (error) => {
      const wrongOld = error instanceof ApiError && error.errorCode === ErrorCode.WrongOldPassword;
      // The server names the field it refused (e.g. a common new password the list had not yet loaded to catch).
      const fieldError = error instanceof ApiError ? error.fieldErrors[0]?.message : undefined;
      showToast({
        color: 'red',
        message: wrongOld ? t('changePassword.wrongOldPassword') : (fieldError ?? t('changePassword.failed')),
        autoClose: TOAST_MS,
      });
    },
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('changePassword.title')}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (hasError) return;
          change.mutate({ oldPassword: values.oldPassword, newPassword: values.newPassword });
        }}
      >
        <Stack>
          {fields.map((field, index) => {
            const error = touched[field] ? errors[field] : null;
            return (
              <Fragment key={field}>
                <PasswordInput
                  label={t(`changePassword.${field}`)}
                  value={values[field]}
                  maxLength={PASSWORD_MAX_LENGTH}
                  autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
                  data-autofocus={index === 0 || undefined}
                  error={validationText(error ?? undefined)}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setValues((current) => ({ ...current, [field]: value }));
                    setTouched((current) => ({ ...current, [field]: true }));
                  }}
                  onBlur={() => setTouched((current) => ({ ...current, [field]: true }))}
                />
                {field === 'newPassword' && <PasswordStrengthMeter password={values.newPassword} />}
              </Fragment>
            );
          })}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('changePassword.cancel')}
            </Button>
            <Button type="submit" disabled={hasError} loading={change.isPending}>
              {t('changePassword.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
