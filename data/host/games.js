// Each game's own parts of a player's device page: how its state reads
// and the secret choices its players make on their own devices. A game
// without an entry is shown by the page's generic layout.
'use strict';

(() => {
  const { games } = window.adjutant;
  void games;
})();
