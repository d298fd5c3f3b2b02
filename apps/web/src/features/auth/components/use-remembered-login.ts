import { useEffect, useRef, useState } from 'react';
import { forgetLogin, readRememberedLogin, rememberLogin } from '../lib/remembered-login.ts';

/**
 * The username and password of the login form with "remember password" (spec §2 Login, §3
 * Remembered login): on by default; the sealed login fills the form unless the visitor already
 * typed; unticking forgets it at once.
 */
export function useRememberedLogin() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const touched = useRef(false);

  useEffect(() => {
    let live = true;
    void readRememberedLogin().then((remembered) => {
      if (!live || !remembered || touched.current) return;
      setUsername(remembered.username);
      setPassword(remembered.password);
    });
    return () => {
      live = false;
    };
  }, []);

  return {
    username,
    password,
    typeUsername: (value: string) => {
      touched.current = true;
      setUsername(value);
    },
    typePassword: (value: string) => {
      touched.current = true;
      setPassword(value);
    },
    remember,
    setRemember: (on: boolean) => {
      setRemember(on);
      // Unticking forgets the remembered login at once.
      if (!on) forgetLogin();
    },
    /** After a username login: seals this login when remember is on, else forgets any. */
    keep: async (login: { username: string; password: string }) => {
      if (remember) await rememberLogin({ type: 'username', ...login });
      else forgetLogin();
    },
  };
}
