// The bakery's web chat, in the browser. Plain JS, no framework, no bundler.
// Safety rule: every text from the server (customer, assistant, staff, catalog) goes into the page
// with textContent or as an attribute value set through the DOM, never as HTML.
(function () {
  'use strict';

  var STORAGE_KEY = 'bakery-chat-session';
  var ROLE_LABELS = { customer: 'You said:', assistant: 'Bakery assistant:', staff: 'Bakery staff:' };

  var log = document.getElementById('chat-log');
  var typing = document.getElementById('chat-typing');
  var form = document.getElementById('chat-form');
  var input = document.getElementById('chat-input');
  var sendButton = document.getElementById('chat-send');
  var quick = document.getElementById('chat-quick');
  var errorLine = document.getElementById('chat-error');
  var statusLine = document.getElementById('chat-status');
  var closeButton = document.getElementById('chat-close');

  var sessionId = null;
  var lastSeq = 0;
  var rendered = new Map(); // seq -> element: a row that arrives twice (POST and stream) shows once
  var lastRow = null;
  var sending = false;
  // The message whose answer was lost: sent again unchanged, it keeps its id, and the server
  // answers with the first answer instead of taking the message twice.
  var unanswered = null; // { text, id }
  var events = null;
  var menuPromise = null;

  // --- storage: the session id survives a reload; the conversation itself lives on the server.
  var storage = (function () {
    try {
      window.localStorage.setItem(STORAGE_KEY + '-test', '1');
      window.localStorage.removeItem(STORAGE_KEY + '-test');
      return window.localStorage;
    } catch (e) {
      var memory = {};
      return { getItem: function (k) { return memory[k] || null; }, setItem: function (k, v) { memory[k] = v; }, removeItem: function (k) { delete memory[k]; } };
    }
  })();

  function api(path) {
    // Relative to the page, so the chat also works under a path prefix behind a proxy.
    return new URL('api/chat/' + path, document.baseURI).toString();
  }

  function requestJson(method, path, body) {
    var init = { method: method, headers: { accept: 'application/json' }, credentials: 'same-origin', cache: 'no-store' };
    if (body !== undefined) {
      init.headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    return fetch(api(path), init).then(function (response) {
      return response.json().catch(function () { return {}; }).then(function (data) {
        return { status: response.status, data: data, retryAfter: response.headers.get('retry-after') };
      });
    });
  }

  // --- rendering
  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function render(row) {
    if (!row || typeof row.seq !== 'number' || rendered.has(row.seq)) return;
    var role = ROLE_LABELS[row.role] ? row.role : 'assistant';
    var item = el('div', 'msg msg-' + role);
    item.setAttribute('data-seq', String(row.seq));
    item.appendChild(el('span', 'visually-hidden', ROLE_LABELS[role] + ' '));
    if (role === 'staff') item.appendChild(el('span', 'msg-from', 'From the bakery team'));
    item.appendChild(el('p', 'msg-text', String(row.text)));
    if (row.menu) item.appendChild(menuCardsPlaceholder());
    // Keep seq order even when the stream and a reply race each other.
    var next = null;
    rendered.forEach(function (node, seq) { if (seq > row.seq && (!next || seq < Number(next.getAttribute('data-seq')))) next = node; });
    log.insertBefore(item, next);
    rendered.set(row.seq, item);
    if (row.seq > lastSeq) {
      lastSeq = row.seq;
      lastRow = row;
      showQuickReplies(row);
    }
    item.scrollIntoView({ block: 'end' });
  }

  function showQuickReplies(row) {
    quick.textContent = '';
    var labels = row.role === 'customer' ? [] : row.quick_replies && row.quick_replies.length ? row.quick_replies : row.role === 'staff' ? ['Order status', 'Menu'] : [];
    labels.forEach(function (label) {
      var button = el('button', 'quick-reply', label);
      button.type = 'button';
      button.addEventListener('click', function () {
        send(label);
        input.focus();
      });
      quick.appendChild(button);
    });
  }

  function menuCardsPlaceholder() {
    var holder = el('div', 'menu');
    loadMenu().then(function (menu) { fillMenu(holder, menu); }, function () {
      holder.appendChild(el('p', 'menu-error', 'The menu cards could not be loaded. The list above has every cake and price.'));
    });
    return holder;
  }

  function loadMenu() {
    if (!menuPromise) {
      menuPromise = requestJson('GET', 'menu').then(function (result) {
        if (result.status !== 200) throw new Error('menu ' + result.status);
        return result.data;
      });
      menuPromise.catch(function () { menuPromise = null; });
    }
    return menuPromise;
  }

  function fillMenu(holder, menu) {
    var list = el('ul', 'menu-cards');
    list.setAttribute('aria-label', 'Menu');
    (menu.products || []).forEach(function (product) {
      var card = el('li', 'card' + (product.available && !product.in_cafe_only ? '' : ' card-off'));
      card.appendChild(el('h3', 'card-name', product.display_name || product.name));
      var sizes = product.sizes || [];
      card.appendChild(el('p', 'card-price', sizes.length > 1
        ? sizes.map(function (s) { return s.size + ' ' + s.price; }).join(', ')
        : product.price));
      card.appendChild(el('p', 'card-allergens' + (product.allergens === 'unknown' ? ' card-allergens-unknown' : ''), product.allergens_text));
      if (product.in_cafe_only) card.appendChild(el('p', 'card-note', 'Served in the cafe only; cannot be ordered ahead.'));
      else if (!product.available) card.appendChild(el('p', 'card-note', 'Not available right now.'));
      else {
        var choose = el('button', 'card-choose', 'Order this');
        choose.type = 'button';
        choose.setAttribute('aria-label', 'Order ' + product.name);
        choose.addEventListener('click', function () {
          input.value = '1 ' + product.name + ' ';
          input.focus();
        });
        card.appendChild(choose);
      }
      list.appendChild(card);
    });
    holder.appendChild(list);
    holder.appendChild(el('p', 'menu-disclaimer', menu.allergen_disclaimer || ''));
  }

  function setBusy(busy) {
    sending = busy;
    typing.hidden = !busy;
    log.setAttribute('aria-busy', busy ? 'true' : 'false');
    sendButton.disabled = busy;
    if (busy) typing.scrollIntoView({ block: 'end' });
  }

  function showError(text) {
    errorLine.textContent = text || '';
  }

  // --- talking to the server
  function startSession() {
    return requestJson('POST', 'sessions', {}).then(function (result) {
      if (result.status !== 201) throw new Error('session ' + result.status);
      sessionId = result.data.session_id;
      storage.setItem(STORAGE_KEY, sessionId);
      (result.data.messages || []).forEach(render);
    });
  }

  function resync() {
    if (!sessionId) return Promise.resolve();
    return requestJson('GET', 'sessions/' + encodeURIComponent(sessionId) + '/messages?after=' + lastSeq).then(function (result) {
      if (result.status === 404) return restart('Your earlier chat has ended. Here is a new one.');
      if (result.status !== 200) throw new Error('transcript ' + result.status);
      (result.data.messages || []).forEach(render);
    });
  }

  function restart(notice) {
    storage.removeItem(STORAGE_KEY);
    closeEvents();
    rendered.forEach(function (node) { node.remove(); });
    rendered.clear();
    lastSeq = 0;
    showError(notice || '');
    return startSession().then(openEvents);
  }

  function newMessageId() {
    var bytes = new Uint8Array(12);
    window.crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }

  function send(text) {
    text = String(text || '').trim();
    if (!text || sending || !sessionId) return;
    showError('');
    setBusy(true);
    input.value = '';
    var id = unanswered && unanswered.text === text ? unanswered.id : newMessageId();
    unanswered = null;
    requestJson('POST', 'sessions/' + encodeURIComponent(sessionId) + '/messages', { text: text, client_message_id: id })
      .then(function (result) {
        if (result.status === 200) {
          (result.data.messages || []).forEach(render);
          return;
        }
        if (result.status === 409) {
          showError(result.data && result.data.message ? result.data.message : 'This message is still being answered.');
          return;
        }
        input.value = text; // nothing was sent: give the text back
        if (result.status === 429) {
          var seconds = Number(result.retryAfter) || 60;
          showError('You are sending messages quickly. Please wait ' + seconds + ' seconds and send it again.');
        } else if (result.status === 404) {
          return restart('Your earlier chat has ended. Here is a new one: please send your message again.');
        } else {
          showError(result.data && result.data.message ? result.data.message : 'Sorry, the message could not be sent. Please try again.');
        }
      }, function () {
        input.value = text;
        unanswered = { text: text, id: id }; // it may have arrived: sending it again is safe
        showError('Could not reach the bakery. Check your connection and send it again.');
      })
      .then(function () {
        setBusy(false);
      });
  }

  // --- live updates: staff decisions (and other tabs) arrive on the event stream
  function openEvents() {
    if (!window.EventSource || !sessionId) return;
    closeEvents();
    events = new EventSource(api('sessions/' + encodeURIComponent(sessionId) + '/events?after=' + lastSeq));
    events.onmessage = function (event) {
      try { render(JSON.parse(event.data)); } catch (e) { /* a malformed event is skipped */ }
    };
    events.onopen = function () {
      statusLine.textContent = '';
      resync().catch(function () {});
    };
    events.onerror = function () {
      if (events && events.readyState === EventSource.CLOSED) {
        // The browser gave up (e.g. the server answered with an error): try again ourselves.
        statusLine.textContent = 'Reconnecting...';
        closeEvents();
        window.setTimeout(function () { resync().then(openEvents, openEvents); }, 3000);
      } else {
        statusLine.textContent = 'Reconnecting...';
      }
    };
  }

  function closeEvents() {
    if (events) {
      events.close();
      events = null;
    }
  }

  // --- wiring
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    send(input.value);
  });
  window.addEventListener('online', function () { resync().catch(function () {}); });

  if (new URLSearchParams(window.location.search).get('embed') === '1') {
    document.documentElement.classList.add('embed');
    // Tells the widget this page was allowed into its frame: a page refused by frame-ancestors
    // never runs, so without this message the widget shows its own explanation instead.
    window.parent.postMessage({ type: 'bakery-chat:loaded' }, '*');
    closeButton.hidden = false;
    closeButton.addEventListener('click', function () {
      // The widget on the storefront listens for this and checks it comes from this frame.
      window.parent.postMessage({ type: 'bakery-chat:close' }, '*');
    });
  }

  sessionId = storage.getItem(STORAGE_KEY);
  var ready = sessionId ? resync() : startSession();
  ready
    .then(openEvents)
    .catch(function () {
      showError('The chat could not start. Check your connection and reload the page.');
    })
    .then(function () {
      document.documentElement.setAttribute('data-chat-ready', 'true');
    });
})();
