import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, LevelWithSilentOrString, Logger } from 'pino';

// fastify gives every request a pino child bound to its request id. Building one runs the
// redaction (whose `*.phone`-style paths apply to every binding) and allocates more than the
// rest of a menu request; yet at the usual `info`/`warn` levels most requests never write a
// line of their own. So the child is built when a line is first written at an enabled level.

/** fastify's childLoggerFactory: a request logger that builds its pino child on first use. */
export function lazyRequestLogger(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  const pinoParent = parent as Partial<Logger>;
  // A route-level level or serializer changes what is enabled; not worth being clever about.
  if (typeof pinoParent.isLevelEnabled !== 'function' || Object.keys(options).length > 0) return parent.child(bindings, options);
  return new LazyChildLogger(parent as Logger, bindings) as unknown as FastifyBaseLogger;
}

class LazyChildLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
  ) {}

  get level(): LevelWithSilentOrString {
    return this.#child ? this.#child.level : this.parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.built().level = level;
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.built().child(bindings, options);
  }

  private write(level: Level, args: unknown[]): void {
    if (!this.#child && !this.parent.isLevelEnabled(level)) return;
    (this.built()[level] as (...args: unknown[]) => void)(...args);
  }

  private built(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings);
    return this.#child;
  }
}
