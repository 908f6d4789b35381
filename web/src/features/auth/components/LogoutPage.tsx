// /logout: revoke the token, forget the session, then go to / (which sends the user to /login).
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLoader } from '../../../components/ui/PageLoader';
import { logout, useEndSession } from '../../session';

export function LogoutPage() {
  const navigate = useNavigate();
  const endSession = useEndSession();
  useEffect(() => {
    let cancelled = false;
    void logout().then(() => {
      if (cancelled) return;
      endSession();
      void navigate('/', { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [endSession, navigate]);
  return <PageLoader />;
}
