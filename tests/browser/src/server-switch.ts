/**
 * The state of the fixture "server" behind the whole app under test, asked by the fixture worker
 * for each of the engine's requests and answered by the test page: up, down (every search fails
 * with 500) or with the session ended (every call answers 403 reason 'session'). A worker started
 * later (a replacement for one that was lost) gets the same answers, so it is asked per request
 * rather than told once. The channel's name is the worker's name: test files share an origin.
 */
export type ServerState = 'up' | 'down' | 'session-ended';

interface Question {
  type: 'ask';
  id: number;
}

interface Answer {
  type: 'answer';
  id: number;
  state: ServerState;
}

let nextQuestion = 1;
let workerChannel: BroadcastChannel | null = null;

/** In the worker: the server's state for the request about to be answered. */
export function askServerState(channelName: string): Promise<ServerState> {
  workerChannel ??= new BroadcastChannel(channelName);
  const channel = workerChannel;
  const id = nextQuestion++;
  return new Promise((resolve) => {
    const onAnswer = (event: MessageEvent<Answer>) => {
      if (event.data.type !== 'answer' || event.data.id !== id) return;
      channel.removeEventListener('message', onAnswer);
      resolve(event.data.state);
    };
    channel.addEventListener('message', onAnswer);
    channel.postMessage({ type: 'ask', id } satisfies Question);
  });
}

export interface ServerSwitch {
  /** The worker name that ties a fixture worker to this page's answers. */
  readonly channelName: string;
  state: ServerState;
  /** How many requests the fixture workers have made since the last reset. */
  requests(): number;
  /** Up, no request counted: the next test. */
  reset(): void;
}

/** On the page: answers the workers' questions while the page lives. */
export function answerServerQuestions(): ServerSwitch {
  const channelName = `app-fixture-${Math.random().toString(36).slice(2)}`;
  const channel = new BroadcastChannel(channelName);
  let requests = 0;
  const server: ServerSwitch = {
    channelName,
    state: 'up',
    requests: () => requests,
    reset: () => {
      server.state = 'up';
      requests = 0;
    },
  };
  channel.addEventListener('message', (event: MessageEvent<Question>) => {
    if (event.data.type !== 'ask') return;
    requests++;
    channel.postMessage({ type: 'answer', id: event.data.id, state: server.state } satisfies Answer);
  });
  return server;
}
