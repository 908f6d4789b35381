// What waits to be sent is marked in a dark orange (7:1 on white: Mantine's orange shades are below AA for small text).
export const WAITING_COLOR = '#9a3412';
