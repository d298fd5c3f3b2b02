import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SLOT_PAYLINES, SLOT_REELS, slotOutcomeOf, type SlotOutcome } from '@app/contracts';
import { SlotReels } from './slot-reels.tsx';

/** The first stops (by a walk over the strips) whose window wins on at least one line. */
function winningOutcome(): SlotOutcome {
  for (let a = 0; a < 32; a++) {
    for (let b = 0; b < 32; b++) {
      const outcome = slotOutcomeOf([a, b, (a + b) % 32, (a * 7) % 32, (b * 5) % 32]);
      if (outcome.lines.length > 0) return outcome;
    }
  }
  throw new Error('no win found');
}

describe('SlotReels', () => {
  it('shows the window, draws each won payline and lights only the cells of its run', () => {
    const outcome = winningOutcome();
    render(<SlotReels window={outcome.window} outcome={outcome} spinningFrom={5} />);
    for (let row = 0; row < 3; row++) {
      for (let reel = 0; reel < 5; reel++) {
        expect(screen.getByTestId(`slot-cell-${row}-${reel}`)).toHaveAttribute(
          'data-symbol',
          outcome.window[row]![reel]!,
        );
      }
    }
    const lit = new Set<string>();
    for (const win of outcome.lines) {
      expect(screen.getByTestId(`slot-line-${win.line}`)).toBeInTheDocument();
      SLOT_PAYLINES[win.line - 1]!.slice(0, win.count).forEach((row, reel) =>
        lit.add(`slot-cell-${row}-${reel}`),
      );
    }
    for (let row = 0; row < 3; row++) {
      for (let reel = 0; reel < 5; reel++) {
        const id = `slot-cell-${row}-${reel}`;
        expect(screen.getByTestId(id).classList.contains('is-win'), id).toBe(lit.has(id));
      }
    }
  });

  it('shows spinning strips for the reels not yet stopped, and no lines while spinning', () => {
    const outcome = winningOutcome();
    render(<SlotReels window={outcome.window} outcome={outcome} spinningFrom={2} />);
    expect(screen.getByTestId('slot-reels')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('slot-cell-0-1')).toBeInTheDocument();
    expect(screen.queryByTestId('slot-cell-0-2')).not.toBeInTheDocument();
    expect(screen.queryByTestId(/slot-line-/)).not.toBeInTheDocument();
    expect(SLOT_REELS).toHaveLength(5);
  });
});
