import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useValidationText } from '../../lib/form-errors';
import { NoteField } from './note-field';

type TChecked<T> = { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };

/**
 * An expert's decision on something waiting for review: a text (a reason or comment), then accept
 * or turn down. `check` validates the decision with the shared schema, whose message shows under
 * the text; only a valid decision reaches `onDecide`.
 */
export function ReviewDecision<T>({
  label,
  hint,
  acceptLabel,
  rejectLabel,
  busy,
  check,
  onDecide,
}: {
  label: string;
  hint: string;
  acceptLabel: string;
  rejectLabel: string;
  busy: boolean;
  check: (accept: boolean, text: string) => TChecked<T>;
  onDecide: (decision: { accept: boolean; text: string; checked: T }) => void;
}) {
  const validationText = useValidationText();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const decide = (accept: boolean) => {
    setError(undefined);
    const checked = check(accept, text);
    if (!checked.success) {
      setError(validationText(checked.error.issues[0]?.message));
      return;
    }
    onDecide({ accept, text, checked: checked.data });
  };

  return (
    <>
      <NoteField label={label} hint={hint} value={text} onChange={setText} error={error} />
      <Group>
        <Button color="sea" loading={busy} onClick={() => decide(true)}>
          {acceptLabel}
        </Button>
        <Button color="red" variant="light" loading={busy} onClick={() => decide(false)}>
          {rejectLabel}
        </Button>
      </Group>
    </>
  );
}
