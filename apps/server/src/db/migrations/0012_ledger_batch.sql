-- Group commit for the ledger: the operations that arrive together (post, hold, capture/release; each an object
-- {op, kind, ref, scope, key, hash, ...} with the arguments of its single-operation function) run in ONE call and
-- one transaction. Every hold and then every account the batch touches is locked first, each in id order — the
-- order a single capture takes (its hold, then its accounts) — so batches of several instances cannot deadlock
-- each other. Each operation then runs through the single-operation function in its own subtransaction: a refusal
-- (VL…, or a malformed or overflowing number) rolls back that operation alone and answers {code}; the others answer
-- {ok: <the function's result>}, one entry per operation, in order. The same idempotency key twice in one batch is
-- one effect: the second finds the first's journal row and replays it. Any other error fails the whole batch.
CREATE FUNCTION ledger_batch(p_ops jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE v_op jsonb; v_result jsonb; v_results jsonb[] := '{}';
BEGIN
  PERFORM 1 FROM holds
    WHERE id IN (SELECT (o->>'hold')::integer FROM jsonb_array_elements(p_ops) o WHERE o->>'op' = 'capture')
    ORDER BY id FOR UPDATE;
  PERFORM 1 FROM ledger_accounts
    WHERE id IN (
      SELECT (o->>'account')::integer FROM jsonb_array_elements(p_ops) o WHERE o->>'op' = 'hold'
      UNION
      SELECT (l->>'account')::integer
        FROM jsonb_array_elements(p_ops) o CROSS JOIN LATERAL jsonb_array_elements(o->'legs') l
        WHERE o->>'op' IN ('post', 'capture') AND jsonb_typeof(o->'legs') = 'array'
      UNION
      SELECT h.account_id FROM holds h
        WHERE h.id IN (SELECT (o->>'hold')::integer FROM jsonb_array_elements(p_ops) o WHERE o->>'op' = 'capture'))
    ORDER BY id FOR UPDATE;
  FOR v_op IN SELECT o FROM jsonb_array_elements(p_ops) o LOOP
    BEGIN
      v_result := CASE v_op->>'op'
        WHEN 'post' THEN
          ledger_post(v_op->>'kind', v_op->>'ref', v_op->>'scope', v_op->>'key', v_op->>'hash', v_op->'legs')
        WHEN 'hold' THEN
          ledger_hold((v_op->>'account')::integer, (v_op->>'amount')::numeric, v_op->>'kind', v_op->>'ref',
                      v_op->>'scope', v_op->>'key', v_op->>'hash')
        WHEN 'capture' THEN
          ledger_capture((v_op->>'hold')::integer, (v_op->>'owner')::integer, v_op->'legs',
                         (v_op->>'releaseRest')::boolean, v_op->>'kind', v_op->>'ref',
                         v_op->>'scope', v_op->>'key', v_op->>'hash')
      END;
      IF v_result IS NULL THEN
        RAISE EXCEPTION 'unknown ledger operation %', v_op->>'op' USING ERRCODE = 'VL003';
      END IF;
      v_results := v_results || jsonb_build_object('ok', v_result);
    EXCEPTION WHEN OTHERS THEN
      IF SQLSTATE NOT LIKE 'VL%' AND SQLSTATE NOT IN ('22003', '22P02') THEN
        RAISE;
      END IF;
      v_results := v_results || jsonb_build_object('code', SQLSTATE::text);
    END;
  END LOOP;
  RETURN to_jsonb(v_results);
END $$;
