// English strings used across screens (the source catalogue: the Hindi one must have the same keys).
export const common = {
  language: 'Language',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  company: 'Company',
  readOnly: 'Read-only',
  accountantReadOnly: 'Accountant · read-only',
  openNavigation: 'Open navigation',
  closeNavigation: 'Close navigation',
  mainNavigation: 'Main navigation',
} as const;
