import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

// The browser files are a handful of small plain files: read once at start-up and served from
// memory. The page refers to chat.js and chat.css with a hash of their content, so they can be
// cached for good and a new release is still picked up at once.

export type Asset = { body: Buffer; type: string; hash: string };

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

const publicDir = new URL('./public/', import.meta.url);

export const ASSET_NAMES = ['chat.js', 'chat.css'] as const;

export type ChatAssets = { page: Buffer; widget: Asset; assets: Map<string, Asset> };

export function loadChatAssets(): ChatAssets {
  const assets = new Map<string, Asset>(ASSET_NAMES.map((name) => [name, load(name)]));
  const html = readFileSync(new URL('chat.html', publicDir), 'utf8').replace(/\{\{asset:([a-z.]+)\}\}/g, (_match, name: string) => {
    const asset = assets.get(name);
    if (!asset) throw new Error(`chat.html refers to an unknown asset ${name}`);
    return `chat/assets/${name}?v=${asset.hash}`;
  });
  return { page: Buffer.from(html), widget: load('widget.js'), assets };
}

function load(name: string): Asset {
  const body = readFileSync(new URL(name, publicDir));
  const extension = name.split('.').pop() ?? '';
  return { body, type: TYPES[extension] ?? 'application/octet-stream', hash: createHash('sha256').update(body).digest('hex').slice(0, 16) };
}
