import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminGame, GamePatchBody } from '@app/contracts';
import { Field } from '../../components/field.tsx';
import { Panel } from '../../components/page.tsx';

type Values = { vi: string; en: string; sort: string; minBet: string; iconUrl: string };

/** A game's names, order, minimum bet and icon address. */
export function GameEditor({
  game,
  busy,
  onSave,
  onCancel,
}: {
  game: AdminGame;
  busy: boolean;
  onSave: (body: GamePatchBody) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    defaultValues: {
      vi: game.names.vi,
      en: game.names.en,
      sort: String(game.sort),
      minBet: game.minBet ?? '',
      iconUrl: game.iconUrl ?? '',
    },
  });
  const required = { required: 'validation.required' };
  return (
    <Panel title={t('games.editTitle', { name: game.gameName })}>
      <form
        className="stack"
        noValidate
        onSubmit={form.handleSubmit((v) =>
          onSave({
            names: { vi: v.vi.trim(), en: v.en.trim() },
            sort: Number(v.sort) || 0,
            minBet: v.minBet.trim() ? v.minBet.trim() : null,
            iconUrl: v.iconUrl.trim() ? v.iconUrl.trim() : null,
          }),
        )}
      >
        <div className="row wrap">
          <Field label={t('games.nameVi')} error={form.formState.errors.vi}>
            <input maxLength={120} {...form.register('vi', required)} />
          </Field>
          <Field label={t('games.nameEn')} error={form.formState.errors.en}>
            <input maxLength={120} {...form.register('en', required)} />
          </Field>
          <Field label={t('games.sort')}>
            <input type="number" {...form.register('sort')} />
          </Field>
          <Field label={t('games.minBet')} error={form.formState.errors.minBet}>
            <input
              inputMode="decimal"
              {...form.register('minBet', {
                pattern: { value: /^\d+(\.\d{1,2})?$/, message: 'validation.pattern' },
              })}
            />
          </Field>
        </div>
        <Field
          label={t('games.iconUrl')}
          hint={t('games.iconHint')}
          error={form.formState.errors.iconUrl}
        >
          <input
            {...form.register('iconUrl', {
              pattern: { value: /^(\/(?!\/)|https:\/\/)\S+$/, message: 'validation.pattern' },
            })}
          />
        </Field>
        <div className="row end">
          <button type="button" className="btn ghost" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn primary" disabled={busy}>
            {t('common.save')}
          </button>
        </div>
      </form>
    </Panel>
  );
}
