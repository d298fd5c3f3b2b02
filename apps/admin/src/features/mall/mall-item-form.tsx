import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import {
  MALL_ITEM_KINDS,
  createMallItemEndpoint,
  updateMallItemEndpoint,
  type AdminMallItem,
  type MallItemBody,
  type MallItemKind,
} from '@app/contracts';
import { Field } from '../../components/field.tsx';
import { FormFooter } from '../../components/form-footer.tsx';

type Values = {
  kind: MallItemKind;
  name: string;
  description: string;
  imageUrl: string;
  cost: string;
  bonus: string;
  wageringMultiple: string;
  stock: string;
  perMemberLimit: string;
  sort: string;
  active: boolean;
};

const WHOLE = { value: /^\d+$/, message: 'validation.pattern' };
const AMOUNT = { value: /^\d+(\.\d{1,2})?$/, message: 'validation.pattern' };

function valuesOf(item: AdminMallItem | null): Values {
  return {
    kind: item?.kind ?? 'voucher',
    name: item?.name ?? '',
    description: item?.description ?? '',
    imageUrl: item?.imageUrl ?? '',
    cost: String(item?.cost ?? 100),
    bonus: item?.bonus ?? '',
    wageringMultiple: String(item?.wageringMultiple ?? 1),
    stock: String(item?.stock ?? 10),
    perMemberLimit: item?.perMemberLimit ? String(item.perMemberLimit) : '',
    sort: String(item?.sort ?? 0),
    active: item?.active ?? true,
  };
}

function bodyOf(v: Values): MallItemBody {
  const bonus = v.kind === 'bonus';
  return {
    kind: v.kind,
    name: v.name.trim(),
    description: v.description.trim(),
    imageUrl: v.imageUrl.trim() || null,
    cost: Number(v.cost),
    bonus: bonus ? v.bonus : null,
    wageringMultiple: bonus ? Number(v.wageringMultiple) || 0 : 0,
    stock: Number(v.stock),
    perMemberLimit: v.perMemberLimit ? Number(v.perMemberLimit) : null,
    sort: Number(v.sort) || 0,
    active: v.active,
  };
}

/** Creates or changes a mall item: kind, cost in points, stock, limit, and a bonus's amount. */
export function MallItemForm({
  item,
  onSaved,
  onCancel,
}: {
  item: AdminMallItem | null;
  onSaved: (saved: AdminMallItem) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<Values>({ defaultValues: valuesOf(item) });
  const kind = form.watch('kind');
  const save = useMutation({
    mutationFn: (v: Values) =>
      item
        ? callEndpoint(updateMallItemEndpoint, { params: { id: item.id }, body: bodyOf(v) })
        : callEndpoint(createMallItemEndpoint, { body: bodyOf(v) }),
    onSuccess: onSaved,
  });
  const required = { required: 'validation.required' };
  const errors = form.formState.errors;
  return (
    <form className="stack" noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))}>
      <div className="row wrap">
        <Field label={t('mall.kind')}>
          <select {...form.register('kind')}>
            {MALL_ITEM_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`mall.kinds.${k}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('mall.name')} error={errors.name}>
          <input maxLength={80} {...form.register('name', required)} />
        </Field>
        <Field label={t('mall.cost')} error={errors.cost}>
          <input inputMode="numeric" {...form.register('cost', { ...required, pattern: WHOLE })} />
        </Field>
        <Field label={t('mall.stock')} error={errors.stock}>
          <input inputMode="numeric" {...form.register('stock', { ...required, pattern: WHOLE })} />
        </Field>
        <Field label={t('mall.limit')} error={errors.perMemberLimit} hint={t('mall.limitHint')}>
          <input inputMode="numeric" {...form.register('perMemberLimit', { pattern: WHOLE })} />
        </Field>
      </div>
      {kind === 'bonus' ? (
        <div className="row wrap">
          <Field label={t('mall.bonus')} error={errors.bonus}>
            <input
              inputMode="decimal"
              {...form.register('bonus', { ...required, pattern: AMOUNT })}
            />
          </Field>
          <Field label={t('mall.wagering')} error={errors.wageringMultiple}>
            <input inputMode="numeric" {...form.register('wageringMultiple', { pattern: WHOLE })} />
          </Field>
        </div>
      ) : null}
      <div className="row wrap">
        <Field label={t('mall.description')}>
          <input maxLength={1000} {...form.register('description')} />
        </Field>
        <Field label={t('mall.image')} hint={t('mall.imageHint')}>
          <input maxLength={500} {...form.register('imageUrl')} />
        </Field>
        <Field label={t('mall.sort')}>
          <input type="number" {...form.register('sort')} />
        </Field>
        <label className="switch">
          <input type="checkbox" {...form.register('active')} />
          {t('mall.active')}
        </label>
      </div>
      <FormFooter
        error={save.error}
        busy={save.isPending}
        submitLabel={t('common.save')}
        onCancel={onCancel}
      />
    </form>
  );
}
