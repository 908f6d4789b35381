// हिन्दी: the sign-in screens; the same keys as en/auth.ts.
import type { Catalogue } from '../types';

export const auth: Catalogue['auth'] = {
  login: 'लॉग इन',
  password: 'पासवर्ड',
  forgotPassword: 'पासवर्ड भूल गए',
  noAccount: 'खाता नहीं है?',
  registerNow: 'अभी रजिस्टर करें',
};
