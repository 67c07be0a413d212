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

  // The rolls a side owes now (docs/devices.md), as forms its view
  // carries (Glory III: src/engine/glory/sideview-rolls.h): what the roll
  // is for and its rule, what the player states besides the die, the
  // engine's chance, and the move the page fills: move[field] for each
  // field, move.roll = {value: die}. "Roll for me" sends the same move
  // without its roll for the host to roll (POST /api/roll). Written for
  // any game whose view carries such forms. What is typed is kept across
  // views until it is sent.
  const typed = new Map();  // form key -> { field name or 'die' -> value }
  let rollView = null;      // the view the forms were last built from
  const formKey = (f) => `${f.kind} ${JSON.stringify(f.move)}`;
  const percentText = (p) => `${(Math.round(p * 1000) / 10).toLocaleString(document.documentElement.lang)} %`;

  function chanceOf(form, values) {
    if (typeof form.chance === 'number') return form.chance;
    if (!form.chance || !form.chance.keys) return null;
    let at = form.chance.table;
    for (const k of form.chance.keys) {
      at = at && values[k] !== undefined && values[k] !== null ? at[String(values[k])] : undefined;
    }
    return typeof at === 'number' ? at : null;
  }

  // What was typed goes with the move: the view the answer brings (the
  // next shot's form may have the same key) starts empty; a refused move
  // gets it back.
  async function sent(key, request) {
    const kept = typed.get(key);
    typed.delete(key);
    const ok = await request();
    if (!ok && kept && !typed.has(key)) {
      typed.set(key, kept);
      if (rollView) window.adjutant.render(rollView);
    }
    return ok;
  }

  function rollForm(form, index, send, roll, t, el) {
    const key = formKey(form);
    const kept = typed.get(key) || {};
    typed.set(key, kept);
    const id = (name) => `roll-${index}-${name}`;
    const chance = el('p', { class: 'chance', 'aria-live': 'polite', id: id('chance') });
    const values = () => {
      const out = {};
      form.fields.forEach((f) => {
        if (f.kind === 'units') {
          out[f.name] = [...formNode.querySelectorAll(`input[name="${id(f.name)}"]:checked`)].map((b) => b.value);
        } else {
          const node = formNode.querySelector(`[name="${id(f.name)}"]`);
          out[f.name] = f.kind === 'int' ? (node.value === '' ? null : Number(node.value)) : node.value;
        }
      });
      return out;
    };
    const update = () => {
      const p = chanceOf(form, values());
      chance.textContent = p === null ? '' : `${form.chance_label}: ${percentText(p)}`;
    };
    const remember = (name, value) => { kept[name] = value; update(); };
    const field = (f) => {
      if (f.kind === 'units') {
        const was = kept[f.name] || [];
        return el('fieldset', { class: 'roll-units' }, el('legend', { text: f.label }),
          f.choices.map((c) => el('label', { class: 'option' }, el('input', {
            type: 'checkbox', name: id(f.name), value: c.id, checked: was.includes(c.id),
            onchange: () => remember(f.name, values()[f.name]),
          }), c.name)));
      }
      const input = f.kind === 'choice'
        ? el('select', { id: id(f.name), name: id(f.name), onchange: (e) => remember(f.name, e.target.value) },
          f.choices.map((c) => el('option', { value: c.id, selected: kept[f.name] === c.id }, c.name)))
        : el('input', {
          type: 'number', id: id(f.name), name: id(f.name), min: f.min, max: f.max, step: 1, inputmode: 'numeric',
          value: String(kept[f.name] !== undefined ? kept[f.name] : f.default),
          oninput: (e) => remember(f.name, e.target.value === '' ? null : Number(e.target.value)),
        });
      return el('div', { class: 'field' }, el('label', { for: id(f.name), text: f.label }), input);
    };
    const filled = () => ({ ...form.move, ...values() });
    const die = el('input', {
      type: 'number', id: id('die'), name: id('die'), min: 0, max: 9, step: 1, inputmode: 'numeric', required: true,
      value: kept.die !== undefined ? String(kept.die) : '',
      oninput: (e) => { kept.die = e.target.value; },
    });
    const buttons = form.die
      ? [el('button', { class: 'primary', type: 'submit', id: id('send') }, t('Send the roll')),
        el('button', {
          type: 'button', id: id('virtual'),
          onclick: async (e) => {
            e.target.disabled = true;
            await sent(key, () => roll(JSON.stringify(filled())));
            e.target.disabled = false;
          },
        }, t('Roll for me'))]
      : [el('button', { class: 'primary', type: 'submit', id: id('send') }, t('Send'))];
    const formNode = el('form', {
      'aria-label': form.title,
      onsubmit: async (e) => {
        e.preventDefault();
        const move = filled();
        if (form.die) move.roll = { value: Number(die.value) };
        e.submitter.disabled = true;
        await sent(key, () => send(move));
        e.submitter.disabled = false;
      },
    },
    el('fieldset', {}, el('legend', {}, form.title, ' ', ruleNote(el, form.rule)),
      el('p', { text: form.text }),
      form.fields.map(field),
      chance,
      form.die ? el('div', { class: 'field' }, el('label', { for: id('die'), text: t('Your die (0–9)') }), die) : ''),
    buttons);
    update();
    return formNode;
  }

  function rollForms(v, send, roll, t, el) {
    rollView = v;
    const forms = v.state.my_rolls || [];
    if (forms.length) {
      const body = el('div', { class: 'rolls' }, forms.map((f, i) => rollForm(f, i, send, roll, t, el)));
      return { title: t('Your rolls'), body };
    }
    const awaited = v.state.rolls_awaited || [];
    if (!awaited.length) return null;
    const sideName = (id) => (v.sides.find((x) => x.id === id) || { name: id }).name;
    return {
      title: t('Waiting for a roll'),
      body: el('ul', { class: 'owed', id: 'rolls-awaited' }, awaited.map((a) => el('li', {},
        t('{0} rolls: {1}', sideName(a.side), a.title), ' ', ruleNote(el, a.rule)))),
    };
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
      return rollForms(v, send, roll, t, el);
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
        'drawn', 'set_aside', 'my_ams', 'my_rolls', 'rolls_awaited', 'prompt', 'phase', 'step']
        .forEach((k) => delete rest[k]);
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
