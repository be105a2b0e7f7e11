/**
 * A stand-in for XMLHttpRequest in jsdom (whose XMLHttpRequest cannot send Node's FormData):
 * records each request, reports half the bytes sent, then answers with `respond`'s reply.
 */
export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  /** The progress shares the page saw while this request was open. */
}

type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

export function installFakeXhr(
  respond: (request: SentRequest) => { status: number; body: unknown },
) {
  const sent: SentRequest[] = [];
  const original = window.XMLHttpRequest;
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    private request: SentRequest = { method: '', url: '', headers: {}, body: new FormData() };
    private listeners: Record<string, (() => void)[]> = {};
    private progress: Listener[] = [];
    readonly upload = {
      addEventListener: (_type: string, listener: Listener) => this.progress.push(listener),
    };
    open(method: string, url: string) {
      this.request.method = method;
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name.toLowerCase()] = value;
    }
    addEventListener(type: string, listener: () => void) {
      (this.listeners[type] ??= []).push(listener);
    }
    send(body: FormData) {
      this.request.body = body;
      sent.push(this.request);
      setTimeout(() => {
        for (const listener of this.progress)
          listener({ lengthComputable: true, loaded: 5, total: 10 });
        const reply = respond(this.request);
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        for (const listener of this.listeners['load'] ?? []) listener();
      }, 0);
    }
  }
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return { sent, restore: () => (window.XMLHttpRequest = original) };
}
