import type { ChatRole, ChatRow } from './chat-transcript.js';

/** One transcript row as the browser receives it. */
export type ChatMessageView = {
  seq: number;
  role: ChatRole;
  text: string;
  created_at: string;
  /** The assistant's menu reply: the browser shows the menu cards under it. */
  menu: boolean;
  /** Suggested answers to this assistant message; the browser shows those of the last message. */
  quick_replies: string[];
};

export function chatMessageView(row: ChatRow): ChatMessageView {
  const assistant = row.role === 'assistant';
  return {
    seq: row.seq,
    role: row.role,
    text: row.text,
    created_at: row.createdAt.toISOString(),
    menu: assistant && row.showsMenu,
    quick_replies: assistant ? row.quickReplies : [],
  };
}
