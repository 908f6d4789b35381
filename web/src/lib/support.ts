// Support contact shown on the inactive plan page. Placeholder values until the business supplies real ones.
export const SUPPORT_PHONE = '+91 90000 00000';
export const SUPPORT_EMAIL = 'support@jobworkledger.in';
