import type { ReactNode } from 'react';
import { ChevronLeftIcon } from './icons.tsx';
import './title-bar.css';

export type TitleBarProps = {
  title: string;
  /** Omit to hide the back arrow. */
  onBack?: () => void;
  backLabel: string;
  end?: ReactNode;
  testId?: string;
};

/** The title bar: back arrow, page title, optional end slot. */
export function TitleBar({ title, onBack, backLabel, end, testId = 'title-bar' }: TitleBarProps) {
  return (
    <header className="title-bar" data-testid={testId}>
      <div className="title-bar__start">
        {onBack ? (
          <button
            type="button"
            className="icon-button title-bar__back"
            aria-label={backLabel}
            data-testid="back-button"
            onClick={onBack}
          >
            <ChevronLeftIcon />
          </button>
        ) : null}
      </div>
      <h1 className="title-bar__title" data-testid="page-title">
        {title}
      </h1>
      <div className="title-bar__end">{end}</div>
    </header>
  );
}
