import type { ReactNode } from 'react';
import { LotusIcon, type IconComponent } from '../../../components/ui/icons.tsx';
import './status-screen.css';

/** The full-screen frame of the gate pages: brand mark, a large icon, then the message. */
export function StatusScreen({
  icon: Icon,
  tone = 'gold',
  testId,
  siteName,
  children,
}: {
  icon: IconComponent;
  tone?: 'gold' | 'red';
  testId: string;
  siteName?: string;
  children: ReactNode;
}) {
  return (
    <main className="status-screen" data-testid={testId}>
      <div className="status-screen__brand" aria-hidden="true">
        <LotusIcon size={22} />
        {siteName ? <span>{siteName}</span> : null}
      </div>
      <div className="status-screen__card">
        <div className={`status-screen__badge status-screen__badge--${tone}`} aria-hidden="true">
          <Icon size={44} />
        </div>
        {children}
      </div>
    </main>
  );
}
