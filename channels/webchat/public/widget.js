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
      document.body.appendChild(frame);
    }
    frame.hidden = false;
    frame.style.setProperty('display', 'block');
    launcher.setAttribute('aria-expanded', 'true');
    launcher.textContent = 'Close the chat';
    frame.focus();
  }

  function close() {
    if (frame) {
      frame.hidden = true;
      frame.style.setProperty('display', 'none');
    }
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
    if (event.data && event.data.type === 'bakery-chat:close') close();
  });
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape' && launcher.getAttribute('aria-expanded') === 'true') close();
  });

  function mount() { document.body.appendChild(launcher); }
  if (document.body) mount();
  else document.addEventListener('DOMContentLoaded', mount);
})();
