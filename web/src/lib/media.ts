// Where lists turn from tables into cards: below the `sm` breakpoint (48em, 768 px).
export const PHONE_QUERY = '(max-width: 47.99em)';
