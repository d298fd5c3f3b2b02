// The sandbox game runner's page script (served by the sandbox vendor, same origin, no inline
// script). It trades the launch token for a runner session once, then plays rounds.
(function () {
  const body = document.body;
  const t = JSON.parse(body.dataset.texts || '{}');
  const vendor = body.dataset.vendor || '';
  const game = body.dataset.game || '';
  const base = '/sandbox/vendor/' + encodeURIComponent(vendor);
  const storageKey = 'sandbox-session:' + vendor + ':' + game;

  const balanceEl = document.querySelector('[data-testid="sandbox-balance"]');
  const stage = document.querySelector('[data-testid="sandbox-result"]');
  const multiplierEl = document.querySelector('[data-testid="sandbox-multiplier"]');
  const outcomeEl = document.querySelector('[data-testid="sandbox-outcome"]');
  const statusEl = document.querySelector('[data-testid="sandbox-status"]');
  const play = document.querySelector('[data-testid="sandbox-play"]');
  const stakeButtons = Array.from(document.querySelectorAll('button.stake'));

  let session = null;
  let stake = stakeButtons[0] ? stakeButtons[0].dataset.stake : null;

  /** "1234567.50" → "1,234,567.50" without going through a float. */
  function money(amount) {
    const parts = String(amount).split('.');
    return parts[0].replace(/\B(?=(\d{3})+(?!\d))/g, ',') + '.' + (parts[1] || '00');
  }

  function say(text) {
    statusEl.textContent = text;
  }

  function errorText(err) {
    return t[err && err.code] || t.unknown;
  }

  async function post(path, payload) {
    const res = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    let json = null;
    try {
      json = await res.json();
    } catch {
      json = null;
    }
    if (!res.ok || !json || json.success !== true) {
      const err = new Error((json && json.message) || 'HTTP ' + res.status);
      err.code = json && json.code;
      err.value = json && json.value;
      throw err;
    }
    return json.value;
  }

  function showBalance(balance) {
    balanceEl.textContent = money(balance);
  }

  function pick(button) {
    stake = button.dataset.stake;
    for (const b of stakeButtons) {
      const on = b === button;
      b.classList.toggle('picked', on);
      b.setAttribute('aria-pressed', String(on));
    }
  }

  async function start() {
    const params = new URLSearchParams(location.search);
    const token = params.get('token');
    try {
      if (token) {
        // The token works once: drop it from the address so that a reload keeps the session.
        params.delete('token');
        const query = params.toString();
        history.replaceState(null, '', location.pathname + (query ? '?' + query : ''));
        const answer = await post('/session', { token: token, game: game });
        session = answer.session;
        sessionStorage.setItem(storageKey, session);
        showBalance(answer.balance);
      } else {
        session = sessionStorage.getItem(storageKey);
        if (!session)
          throw Object.assign(new Error('no session'), { code: 'sandbox.token_invalid' });
        const answer = await post('/balance', { session: session });
        showBalance(answer.balance);
      }
      play.disabled = false;
      say(t.ready);
    } catch (err) {
      say(errorText(err));
      stage.dataset.state = 'error';
    }
  }

  async function playRound() {
    if (!session || !stake) return;
    play.disabled = true;
    play.textContent = t.playing;
    stage.dataset.state = 'spinning';
    say(t.playing);
    try {
      const round = await post('/round', { session: session, stake: stake });
      const won = round.win !== '0.00';
      stage.dataset.state = won ? 'win' : 'lose';
      multiplierEl.textContent = '×' + round.multiplier;
      outcomeEl.textContent = won ? t.win + ' ' + money(round.win) : t.lose;
      showBalance(round.balance);
      say(t.result + ': −' + money(round.stake) + ' / +' + money(round.win));
    } catch (err) {
      stage.dataset.state = 'error';
      if (err.value && err.value.balance) showBalance(err.value.balance);
      say(errorText(err));
    } finally {
      play.disabled = !session;
      play.textContent = t.play;
    }
  }

  for (const button of stakeButtons) button.addEventListener('click', () => pick(button));
  play.addEventListener('click', playRound);
  void start();
})();
