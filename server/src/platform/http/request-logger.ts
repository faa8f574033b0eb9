// Fastify gives every request a child of the app's logger that carries the request's id. pino makes
// that child, a new object with its own bindings, at once; at LOG_LEVEL=warn (the benches', and a
// quiet deployment's) only failures write to it, and in a bare Fastify app here the children cost
// about 2.5 µs of a 29 µs call (issue 15 §1). This one is made the first time the request writes at
// a level the logger has on, and is then the same pino child as before. At `info`, the default,
// Fastify writes two lines for every request, so every request still gets its child.
import type { FastifyBaseLogger, FastifyLogFn, FastifyServerOptions } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Parent = FastifyBaseLogger & { isLevelEnabled(level: Level): boolean };
type Args = Parameters<FastifyLogFn>;
type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type Bindings = Parameters<ChildLoggerFactory>[1];
type ChildLoggerOptions = Parameters<ChildLoggerFactory>[2];

class DeferredChild {
  private made: FastifyBaseLogger | undefined;
  private readonly parent: Parent;
  private readonly bindings: Bindings;
  private readonly options: ChildLoggerOptions;

  constructor(parent: Parent, bindings: Bindings, options: ChildLoggerOptions) {
    this.parent = parent;
    this.bindings = bindings;
    this.options = options;
  }

  /** The pino child, made on first need. */
  private real(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  /** Asks the logger that would write: once made, the child may have a level of its own. */
  private write(level: Level, args: Args): void {
    const asked = (this.made as Parent | undefined) ?? this.parent;
    if (asked.isLevelEnabled(level)) (this.real()[level] as (...a: Args) => void)(...args);
  }

  get level(): string {
    return this.made ? this.made.level : this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  fatal(...args: Args) {
    this.write('fatal', args);
  }
  error(...args: Args) {
    this.write('error', args);
  }
  warn(...args: Args) {
    this.write('warn', args);
  }
  info(...args: Args) {
    this.write('info', args);
  }
  debug(...args: Args) {
    this.write('debug', args);
  }
  trace(...args: Args) {
    this.write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`. A route with its own log level gets its child at once, and so does
 * a logger that cannot say which levels it has on (not pino).
 */
export const deferredChildLoggers: ChildLoggerFactory = (logger, bindings, options) =>
  options.level !== undefined || typeof (logger as Partial<Parent>).isLevelEnabled !== 'function'
    ? logger.child(bindings, options)
    : (new DeferredChild(logger as Parent, bindings, options) as unknown as FastifyBaseLogger);
