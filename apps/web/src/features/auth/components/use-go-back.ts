import { useNavigate } from '../../../lib/router.tsx';

/** Goes back where the visitor came from (spec §4 Forgot email flow), else to the login page. */
export function useGoBack() {
  const navigate = useNavigate();
  return () => {
    const state: unknown = window.history.state;
    const idx = state && typeof state === 'object' && 'idx' in state ? state.idx : 0;
    if (typeof idx === 'number' && idx > 0) void navigate(-1);
    else void navigate('/m/login', { replace: true });
  };
}
