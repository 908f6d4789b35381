// English strings of the sign-in screens.
export const auth = {
  login: 'Login',
  password: 'Password',
  forgotPassword: 'Forgot Password',
  noAccount: "Don't have an account?",
  registerNow: 'Register Now',
} as const;
