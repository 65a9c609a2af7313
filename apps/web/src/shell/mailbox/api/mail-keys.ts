/** Query keys of the mailbox; the badge hub writes the count under the same key. */
export const mailKeys = {
  all: ['mail'] as const,
  count: ['mail', 'count'] as const,
  lists: ['mail', 'list'] as const,
  list: (unreadOnly: boolean) => ['mail', 'list', unreadOnly] as const,
};
