// Each game's own parts of a player's device page: how its state reads
// and the secret choices its players make on their own devices. A game
// without an entry is shown by the page's generic layout.
'use strict';

(() => {
  const { games, generic, roll } = window.adjutant;

  // Glory III: the side's secret choices before an activation, its
  // hold-out (5.23) and its AMs for the pool (4.21), made from what the
  // host's view says this side may do now (legal), and the draw from the
  // pool (4.22) that the host makes with its own seed.
  let current = null;         // the view being shown
  let picked = new Set();     // AMs ticked for the pool, kept across views

  function amName(v, id) {
    const am = (v.state.my_ams || []).find((a) => a.id === id);
    return am ? am.name : id;
  }

  function ruleNote(el, rule) {
    return rule ? el('span', { class: 'rule', text: `(${rule})` }) : '';
  }

  function selectForm(v, item, send, t, el) {
    // A tick is kept while the AM may still be chosen.
    picked = new Set([...picked].filter((id) => item.units.includes(id)));
    const button = el('button', { class: 'primary', type: 'submit', id: 'glory-select' });
    const label = () => { button.textContent = t('Put {0} AMs in the pool', picked.size); };
    label();
    const boxes = item.units.map((id) => {
      const box = el('input', {
        type: 'checkbox', value: id, name: 'am', checked: picked.has(id),
        onchange: (e) => { if (e.target.checked) picked.add(id); else picked.delete(id); label(); },
      });
      return el('label', { class: 'option' }, box, amName(v, id));
    });
    const form = el('form', {
      'aria-label': t('Choose the AMs for the pool'),
      onsubmit: async (e) => {
        e.preventDefault();
        button.disabled = true;
        const ams = item.units.filter((id) => picked.has(id));
        if (await send({ type: 'select', side: v.side.id, ams })) picked = new Set();
        button.disabled = false;
      },
    },
    el('fieldset', {}, el('legend', {}, t('Your AMs for the pool'), ' ', ruleNote(el, item.rule)), boxes),
    button);
    return { title: t('Choose the AMs for the pool'), body: form };
  }

  function holdOutForm(v, item, send, t, el) {
    const option = (value, text, checked) => el('label', { class: 'option' },
      el('input', { type: 'radio', name: 'hold-out', value, checked }), text);
    const form = el('form', {
      'aria-label': t('Hold out an AM'),
      onsubmit: async (e) => {
        e.preventDefault();
        const chosen = form.querySelector('input[name="hold-out"]:checked');
        const am = chosen && chosen.value ? chosen.value : null;
        e.submitter.disabled = true;
        await send({ type: 'hold-out', side: v.side.id, am });
        e.submitter.disabled = false;
      },
    },
    el('fieldset', {}, el('legend', {}, t('Hold out an AM'), ' ', ruleNote(el, item.rule)),
      option('', t('No AM: the draw decides'), true),
      item.units.map((id) => option(id, amName(v, id), false))),
    el('button', { class: 'primary', type: 'submit', id: 'glory-hold-out' }, t('Hold out')));
    return { title: t('Hold out an AM'), body: form };
  }

  function rollButton(kind, title, text, t, el) {
    const button = el('button', {
      class: 'primary', type: 'button', id: `glory-${kind}`,
      onclick: async () => { button.disabled = true; await roll(kind); button.disabled = false; },
    }, text);
    return { title, body: el('div', {}, button) };
  }

  games.glory = {
    choice(v, send, t, el) {
      current = v;
      const mine = (kind) => v.legal.find((i) => i.kind === kind && (i.side === v.side.id || i.side === 'both'));
      const hold = mine('hold-out');
      if (hold) return holdOutForm(v, hold, send, t, el);
      const select = mine('select');
      if (select) return selectForm(v, select, send, t, el);
      if (mine('draw')) return rollButton('draw', t('Draw an AM from the pool'), t('Draw an AM'), t, el);
      if (mine('initiative')) return rollButton('initiative', t('Roll for the initiative'), t('Roll'), t, el);
      return null;
    },

    // What this side sees of the turn first, the rest as the generic page
    // shows it.
    state(s, t, el) {
      const v = current;
      const sideName = (id) => ((v && v.sides.find((x) => x.id === id)) || { name: id || t('none') }).name;
      const names = (list) => (list && list.length ? list.map((a) => (a.name || a)).join(', ') : t('none'));
      const dl = el('dl', {});
      const row = (label, value, key) => dl.append(
        el('dt', { text: label }),
        el('dd', { 'data-key': key, class: key === 'drawn' && s.drawn ? 'news' : '' }, value));
      row(t('Turn'), s.turn && s.turn.label ? s.turn.label : String(s.turn ? s.turn.index + 1 : ''));
      row(t('Initiative'), s.initiative ? sideName(s.initiative) : t('none'));
      row(t('Has chosen'), Object.entries(s.chosen || {})
        .map(([id, yes]) => el('div', { text: `${sideName(id)}: ${t(yes ? 'yes' : 'no')}` })));
      row(t('Held out'), s.held_out ? s.held_out.name : s.held_out_hidden ? t('an AM (hidden)') : t('none'), 'held');
      // 4.21: the cup is opaque; the other side's AMs in it are only counted.
      const hidden = (s.pool_count || 0) - (s.pool || []).length;
      row(t('In the pool'), [(s.pool || []).length || !hidden ? names(s.pool) : '',
        hidden > 0 ? `${(s.pool || []).length ? ' + ' : ''}${t('{0} more, hidden', hidden)}` : ''].join(''), 'pool');
      row(t('Drawn'), s.drawn ? s.drawn.name : t('none'), 'drawn');
      row(t('Played this turn'), names(s.set_aside));
      const rest = { ...s };
      ['battle', 'turn', 'initiative', 'chosen', 'held_out', 'held_out_hidden', 'pool', 'pool_count',
        'drawn', 'set_aside', 'my_ams', 'prompt', 'phase', 'step'].forEach((k) => delete rest[k]);
      const more = el('details', {}, el('summary', { text: t('More') }), generic(rest));
      return el('div', {}, dl, more);
    },
  };

  // The Glory that Was: each army's tactical cards (11.0), one per sector,
  // chosen here from the cards the host's view says this army may play,
  // and shown to both by name once both armies have chosen.
  const cardText = (c, t) => (c.types
    ? t('{0}: morale {1}, for {2}', c.name, c.morale > 0 ? `+${c.morale}` : String(c.morale), c.types)
    : c.name);

  function cardsForm(v, item, send, t, el) {
    const choices = v.state.card_choices || [];
    const selects = choices.map((sector) => {
      const id = `tgtw-card-${sector.sector}`;
      const select = el('select', { id, name: sector.sector },
        sector.cards.map((c) => el('option', { value: String(c.card) }, cardText(c, t))));
      return el('div', { class: 'field' },
        el('label', { for: id, text: t('Card for {0}', sector.sector_name) }), select);
    });
    const form = el('form', {
      'aria-label': t('Choose your tactical cards'),
      onsubmit: async (e) => {
        e.preventDefault();
        const cards = {};
        selects.forEach((f) => { const s = f.querySelector('select'); cards[s.name] = Number(s.value); });
        e.submitter.disabled = true;
        await send({ type: 'cards', army: v.side.id, cards });
        e.submitter.disabled = false;
      },
    },
    el('fieldset', {}, el('legend', {}, t('Your tactical cards'), ' ',
      el('span', { class: 'rule', text: `(${item.rule})` })), selects),
    el('button', { class: 'primary', type: 'submit', id: 'tgtw-cards' }, t('Play these cards')));
    return { title: t('Choose your tactical cards'), body: form };
  }

  let tgtwView = null;
  games.tgtw = {
    choice(v, send, t, el) {
      tgtwView = v;
      const item = v.legal.find((i) => i.kind === 'cards' && i.side === v.side.id);
      return item && v.state.card_choices ? cardsForm(v, item, send, t, el) : null;
    },

    state(s, t, el) {
      const v = tgtwView;
      const armyName = (id) => ((v && v.sides.find((x) => x.id === id)) || { name: id }).name;
      const dl = el('dl', {});
      const row = (label, value, key) => dl.append(el('dt', { text: label }), el('dd', { 'data-key': key }, value));
      row(t('Turn'), String(s.turn));
      row(t('Has chosen'), (s.armies || []).map((a) => el('div', {
        text: `${a.name}: ${t(a.cards_chosen ? 'yes' : 'no')}`,
      })));
      if (s.my_cards) {
        row(t('Your cards'), s.my_cards.map((x) => el('div', { text: `${x.sector_name}: ${x.chosen.name}` })), 'mine');
      }
      if (s.cards_shown) {
        row(t('Cards this turn'), s.cards_shown.map((x) => el('div', {
          text: `${x.sector_name}: ${Object.entries(x.armies)
            .map(([id, c]) => `${armyName(id)} ${c.name}`).join(', ')}`,
        })), 'shown');
      }
      const rest = { ...s };
      ['turn', 'my_cards', 'cards_shown', 'card_choices'].forEach((k) => delete rest[k]);
      const more = el('details', {}, el('summary', { text: t('More') }), generic(rest));
      return el('div', {}, dl, more);
    },
  };

  // Days of Glory: the cavalry a side sends scouting (20.1), named on its
  // own device; the other side learns only that it has named them until
  // both have, then the result (20.3) for both.
  let dogView = null;
  let scouts = new Set();  // ticked, kept across views until sent

  function scoutsForm(v, item, send, t, el) {
    const cavalry = v.state.my_cavalry || [];
    scouts = new Set([...scouts].filter((id) => cavalry.some((c) => c.id === id)));
    const button = el('button', { class: 'primary', type: 'submit', id: 'dog-scouts' });
    const points = () => cavalry.filter((c) => scouts.has(c.id)).reduce((n, c) => n + c.points, 0);
    const label = () => { button.textContent = t('Send {0} points scouting', points()); };
    label();
    const boxes = cavalry.map((c) => el('label', { class: 'option' },
      el('input', {
        type: 'checkbox', value: c.id, name: 'scout', checked: scouts.has(c.id),
        onchange: (e) => { if (e.target.checked) scouts.add(c.id); else scouts.delete(c.id); label(); },
      }), t('{0}: {1} points', c.name, c.points)));
    const form = el('form', {
      'aria-label': t('Name your scouting cavalry'),
      onsubmit: async (e) => {
        e.preventDefault();
        button.disabled = true;
        const units = cavalry.filter((c) => scouts.has(c.id)).map((c) => c.id);
        if (await send({ type: 'scouts', side: v.side.id, units })) scouts = new Set();
        button.disabled = false;
      },
    },
    el('fieldset', {}, el('legend', {}, t('Your cavalry for scouting'), ' ',
      el('span', { class: 'rule', text: `(${item.rule})` })), boxes),
    button);
    return { title: t('Name your scouting cavalry'), body: form };
  }

  games.dog = {
    choice(v, send, t, el) {
      dogView = v;
      const item = v.legal.find((i) => i.kind === 'scouts' && i.side === v.side.id);
      return item && v.state.my_cavalry ? scoutsForm(v, item, send, t, el) : null;
    },

    state(s, t, el) {
      const v = dogView;
      const armyName = (id) => ((v && v.sides.find((x) => x.id === id)) || { name: id }).name;
      const dl = el('dl', {});
      const row = (label, value, key) => dl.append(el('dt', { text: label }), el('dd', { 'data-key': key }, value));
      row(t('Turn'), String(s.turn));
      if (s.scouts_named) {
        row(t('Scouts named'), Object.entries(s.scouts_named)
          .map(([id, yes]) => el('div', { text: `${armyName(id)}: ${t(yes ? 'yes' : 'no')}` })), 'scouts');
      }
      const rest = { ...s };
      ['turn', 'scouts_named', 'my_cavalry'].forEach((k) => delete rest[k]);
      const more = el('details', {}, el('summary', { text: t('More') }), generic(rest));
      return el('div', {}, dl, more);
    },
  };

  // Clash of Giants III: the draws a player makes at the table, made by
  // the host with its own seed (the Artillery Markers, 6.3.2, and the next
  // Command Marker, 6.3.3), and the side's own Artillery Markers, which
  // with Greater Artillery Realism the other side sees only as a count.
  let cogView = null;
  games.cog = {
    choice(v, send, t, el) {
      cogView = v;
      const mine = (kind) => v.legal.find((i) => i.kind === kind && (i.side === v.side.id || i.side === 'both'));
      const button = (kind, title, text) => {
        const b = el('button', {
          class: 'primary', type: 'button', id: `cog-${kind}`,
          onclick: async () => { b.disabled = true; await roll(kind); b.disabled = false; },
        }, text);
        return { title, body: el('div', {}, b) };
      };
      if (mine('am_draw')) return button('am_draw', t('Draw the Artillery Markers'), t('Draw half the cup'));
      if (mine('cm_draw')) return button('cm_draw', t('Draw a Command Marker'), t('Draw a marker'));
      return null;
    },

    state(s, t, el) {
      const v = cogView;
      const sideName = (id) => ((v && v.sides.find((x) => x.id === id)) || { name: id }).name;
      const dl = el('dl', {});
      const row = (label, value, key) => dl.append(el('dt', { text: label }), el('dd', { 'data-key': key }, value));
      row(t('Turn'), String(s.turn));
      if (s.my_artillery) {
        row(t('Your Artillery Markers'), s.my_artillery.length
          ? s.my_artillery.map((a) => el('div', { text: a.name })) : t('none'), 'artillery');
      }
      const down = Object.entries(s.artillery_face_down || {}).filter(([id, n]) => n > 0 && (!v || id !== v.side.id));
      if (down.length) {
        row(t('Face down'), down.map(([id, n]) => el('div', { text: t('{0}: {1} markers', sideName(id), n) })), 'face-down');
      }
      const rest = { ...s };
      ['turn', 'my_artillery', 'artillery_face_down'].forEach((k) => delete rest[k]);
      const more = el('details', {}, el('summary', { text: t('More') }), generic(rest));
      return el('div', {}, dl, more);
    },
  };
})();
