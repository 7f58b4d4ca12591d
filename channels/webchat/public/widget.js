// The bakery chat widget for the storefront: <script src="https://API/chat/widget.js" async></script>
// It adds a launcher button and an iframe with the chat page. The iframe keeps the storefront's
// CSS and scripts away from the chat (and the chat's CSP applies inside it). No HTML strings:
// every element is made with the DOM, styles are set through the CSSOM.
(function () {
  'use strict';
  if (window.__bakeryChatWidget) return; // the tag was added twice
  window.__bakeryChatWidget = true;

  var script = document.currentScript;
  if (!script || !script.src) return;
  // The chat lives where this script came from (PUBLIC_BASE_URL), whatever page includes it.
  var base = script.src.replace(/\/chat\/widget\.js(\?.*)?$/, '');
  var chatUrl = base + '/chat?embed=1';
  var chatOrigin = new URL(chatUrl).origin;

  function style(node, rules) {
    Object.keys(rules).forEach(function (name) { node.style.setProperty(name, rules[name]); });
  }

  var launcher = document.createElement('button');
  launcher.type = 'button';
  launcher.textContent = 'Order a cake';
  launcher.setAttribute('aria-expanded', 'false');
  launcher.setAttribute('aria-controls', 'bakery-chat-frame');
  style(launcher, {
    position: 'fixed', right: '16px', bottom: '16px', 'z-index': '2147483000',
    padding: '12px 18px', 'border-radius': '999px', border: '0', background: '#6b3e26', color: '#fff',
    font: '600 16px/1.2 system-ui, sans-serif', cursor: 'pointer', 'box-shadow': '0 2px 8px rgba(0,0,0,.3)',
  });

  var frame = null;
  var frameLoaded = false; // the chat page said it runs inside the frame
  var refused = false;
  // Shown where the chat will be while it opens, and instead of it when this page may not frame
  // the chat (its origin is not in STOREFRONT_URL, so the chat's frame-ancestors refuses it):
  // a browser's own error page in the frame would tell the customer nothing.
  var notice = document.createElement('div');
  notice.id = 'bakery-chat-notice';
  notice.setAttribute('role', 'status');
  notice.hidden = true;
  style(notice, {
    position: 'fixed', right: '16px', bottom: '76px', width: 'min(320px, calc(100vw - 32px))', padding: '16px',
    border: '1px solid #d9c7b6', 'border-radius': '12px', background: '#fff', color: '#2b1a10',
    font: '15px/1.4 system-ui, sans-serif', 'z-index': '2147483001', 'box-shadow': '0 4px 24px rgba(0,0,0,.25)',
  });

  function showNotice(text, withLink) {
    while (notice.firstChild) notice.removeChild(notice.firstChild);
    var line = document.createElement('p');
    line.textContent = text;
    style(line, { margin: '0' });
    notice.appendChild(line);
    if (withLink) {
      var link = document.createElement('a');
      link.href = base + '/chat';
      link.target = '_blank';
      link.rel = 'noopener';
      link.textContent = 'Open the chat in a new tab';
      style(link, { display: 'inline-block', 'margin-top': '10px', color: '#6b3e26', 'font-weight': '600' });
      notice.appendChild(link);
    }
    notice.hidden = false;
    notice.style.setProperty('display', 'block');
  }

  function hideNotice() {
    notice.hidden = true;
    notice.style.setProperty('display', 'none');
  }

  function refuse() {
    if (frameLoaded || refused) return;
    refused = true;
    if (frame) {
      frame.hidden = true;
      frame.style.setProperty('display', 'none');
    }
    notice.setAttribute('role', 'alert');
    showNotice('Sorry, our order chat cannot open inside this page.', true);
    if (launcher.getAttribute('aria-expanded') !== 'true') hideNotice(); // shown when opened again
  }

  function open() {
    if (!frame) {
      frame = document.createElement('iframe');
      frame.id = 'bakery-chat-frame';
      frame.title = 'Bakery order chat';
      frame.src = chatUrl;
      frame.setAttribute('referrerpolicy', 'no-referrer');
      style(frame, {
        position: 'fixed', right: '16px', bottom: '76px', width: 'min(400px, calc(100vw - 32px))',
        height: 'min(640px, calc(100vh - 100px))', border: '1px solid #d9c7b6', 'border-radius': '12px',
        background: '#fff', 'z-index': '2147483000', 'box-shadow': '0 4px 24px rgba(0,0,0,.25)',
      });
      // Kept invisible until the chat says it runs in it.
      frame.style.setProperty('visibility', 'hidden');
      frame.addEventListener('load', function () {
        // The chat's message comes before or just after its load event; an error page sends none.
        setTimeout(refuse, 2000);
      });
      // A frame that never loads (a network that swallows the request) is explained too.
      setTimeout(refuse, 20000);
      document.body.appendChild(frame);
      document.body.appendChild(notice);
    }
    launcher.setAttribute('aria-expanded', 'true');
    launcher.textContent = 'Close the chat';
    if (refused) {
      notice.hidden = false;
      notice.style.setProperty('display', 'block');
      return;
    }
    frame.hidden = false;
    frame.style.setProperty('display', 'block');
    if (!frameLoaded) showNotice('Opening the chat…', false);
    frame.focus();
  }

  function close() {
    if (frame) {
      frame.hidden = true;
      frame.style.setProperty('display', 'none');
    }
    hideNotice();
    launcher.setAttribute('aria-expanded', 'false');
    launcher.textContent = 'Order a cake';
    launcher.focus();
  }

  launcher.addEventListener('click', function () {
    if (launcher.getAttribute('aria-expanded') === 'true') close();
    else open();
  });
  window.addEventListener('message', function (event) {
    // Only the chat frame itself may close the chat.
    if (!frame || event.source !== frame.contentWindow || event.origin !== chatOrigin) return;
    if (event.data && event.data.type === 'bakery-chat:loaded' && !refused) {
      frameLoaded = true;
      frame.style.setProperty('visibility', 'visible');
      hideNotice();
    }
    if (event.data && event.data.type === 'bakery-chat:close') close();
  });
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape' && launcher.getAttribute('aria-expanded') === 'true') close();
  });

  function mount() { document.body.appendChild(launcher); }
  if (document.body) mount();
  else document.addEventListener('DOMContentLoaded', mount);
})();
