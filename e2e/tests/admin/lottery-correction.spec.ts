import { expect, test } from '@playwright/test';
import { OPERATOR_TOKEN } from '../fixtures.ts';
import { freshOperator, signInConsole } from './admin-fixtures.ts';

type Draw = {
  gameId: string;
  gameName: string;
  numero: string;
  winningNumber: string;
  region: string;
};

test('a lottery officer corrects a settled provincial result and sees what changed', async ({
  page,
  request,
}) => {
  const auth = { authorization: `Bearer ${OPERATOR_TOKEN}` };
  // The newest settled Vietnamese provincial draw (the demo's results of the past days); an SEA
  // 4D draw may be newer at this hour, and its sheet names its prizes otherwise.
  const listed = await request.get(
    '/wps/admin/lottery/draws?status=settled&drawMode=traditional&pageSize=50',
    { headers: auth },
  );
  const draw = ((await listed.json()).value.list as Draw[]).find((d) =>
    ['north', 'central', 'south'].includes(d.region),
  )!;
  expect(draw.winningNumber).toBeTruthy();
  const special = draw.winningNumber.split('~')[0]!;
  const corrected = special.slice(0, -1) + String((Number(special.at(-1)) + 1) % 10);

  const officer = await freshOperator(request, 'lottery', 'lot');
  await signInConsole(page, officer.username, officer.password, officer.secret);
  await page.goto('/admin/lottery');
  const panel = page.locator('.panel').filter({ hasText: 'Sửa kết quả đã trả thưởng' });
  // A result sheet names its draw in the list (two games may share a name's words).
  const rowOf = (sheet: string) => panel.getByRole('row').filter({ hasText: sheet });
  await rowOf(draw.winningNumber).getByRole('button', { name: 'Sửa kết quả' }).click();

  const editor = page.getByTestId('correction-editor');
  await expect(editor).toContainText(`${draw.gameName} kỳ ${draw.numero}`);
  await expect(editor).toContainText('Kỳ quay này chưa được sửa lần nào.');
  const box = editor.getByLabel('Giải đặc biệt 1');
  // The stored result fills the sheet; nothing changed yet, so nothing can be sent.
  await expect(box).toHaveValue(special);
  const submit = editor.getByRole('button', { name: 'Sửa và tính lại thưởng' });
  await expect(submit).toBeDisabled();
  await box.fill(corrected);
  await expect(box).toHaveClass(/changed/);
  await editor.getByLabel(/Lý do/).fill('Giải đặc biệt nhập sai');
  page.once('dialog', (dialog) => void dialog.accept());
  await submit.click();

  const outcome = editor.getByTestId('correction-outcome');
  await expect(outcome).toContainText('Đã lưu lần sửa #1');
  await expect(outcome).toContainText(draw.winningNumber);
  await expect(outcome).toContainText(draw.winningNumber.replace(special, corrected));
  await expect(outcome.getByTestId('correction-counts')).toContainText(
    /Tính lại \d+ vé: \d+ thu hồi, \d+ trả thưởng mới, \d+ điều chỉnh/,
  );
  await expect(outcome).toContainText(officer.username);

  // The draw keeps its history, and the list shows the corrected result.
  const history = await request.get(
    `/wps/admin/lottery/corrections?gameId=${draw.gameId}&numero=${draw.numero}`,
    { headers: auth },
  );
  const corrections = (await history.json()).value as {
    correctionNo: number;
    operatorName: string;
    reason: string;
    previousWinningNumber: string;
    completedAt: string | null;
  }[];
  expect(corrections).toHaveLength(1);
  expect(corrections[0]).toMatchObject({
    correctionNo: 1,
    operatorName: `operator:${officer.username}`,
    reason: 'Giải đặc biệt nhập sai',
    previousWinningNumber: draw.winningNumber,
  });
  expect(corrections[0]!.completedAt).not.toBeNull();
  await editor.getByRole('button', { name: 'Đóng' }).click();
  const row = rowOf(draw.winningNumber.replace(special, corrected));
  await expect(row).toContainText(draw.numero);

  // Opened again, the draw shows its first correction under the form.
  await row.getByRole('button', { name: 'Sửa kết quả' }).click();
  await expect(editor.getByTestId('correction-1')).toContainText('Giải đặc biệt nhập sai');
});
