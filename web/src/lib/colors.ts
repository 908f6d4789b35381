// Semantic text colours that keep WCAG AA contrast on white and light grey (Mantine's green.9 does not).
export const POSITIVE_COLOR = '#1e7a34';
export const NEGATIVE_COLOR = 'red.9';
