-- The batch's ledger rows are looked up by an array of their codes, one probe of the code index
-- each, whatever the planner's statistics say. The join on the calls' codes it replaces was
-- planned as a hash join over every ledger account once the table had been analyzed while small,
-- and a connection kept that plan as the table grew: a scan of all accounts in every call
-- (docs/decisions/2026-11-25-embedded-upkeep.md). Otherwise as in 0021.
CREATE OR REPLACE FUNCTION "vendor_wallet_calls"(p_calls jsonb)
RETURNS TABLE (n integer, outcome text, balance_after bigint, first_fingerprint text, moved boolean)
LANGUAGE plpgsql AS $$
DECLARE
  c jsonb;
  r record;
  i integer := 0;
  v_codes text[];
BEGIN
  v_codes := ARRAY(SELECT x->>'walletCode' FROM jsonb_array_elements(p_calls) x
                   UNION SELECT x->>'counterparty' FROM jsonb_array_elements(p_calls) x);
  PERFORM 1 FROM ledger_accounts a
    WHERE a.code = ANY (v_codes)
    ORDER BY (a.code ~ '^(member|trial):') DESC, a.code COLLATE "C"
    FOR UPDATE;
  FOR c IN SELECT e.value FROM jsonb_array_elements(p_calls) e LOOP
    SELECT * INTO r FROM vendor_wallet_call(
      c->>'action', c->>'walletAccount', c->>'vendorCode', c->>'secretEnv',
      (c->>'memberId')::bigint, c->>'walletCode', c->>'counterparty', c->>'transactionId',
      c->>'roundId', c->>'gameCode', c->>'betTransactionId', (c->>'roundClosed')::boolean,
      (c->>'amount')::bigint, c->>'fingerprint', c->>'requestId', c->'meta', c->>'reference',
      c->>'idempotencyKey', c->>'winReference');
    n := i;
    outcome := r.outcome;
    balance_after := r.balance_after;
    first_fingerprint := r.first_fingerprint;
    moved := r.moved;
    RETURN NEXT;
    i := i + 1;
  END LOOP;
END;
$$;
