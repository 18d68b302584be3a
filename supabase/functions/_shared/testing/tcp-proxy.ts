/**
 * A TCP proxy on a loopback port picked by the system, in front of a database, that a test
 * can make unreachable and reachable again:
 * - "pass": forwards both ways;
 * - "refuse": accepts and closes at once, as a server that went away;
 * - "silent": accepts and never answers, as a firewall that drops packets or a hung host.
 * Switching mode closes the connections already open, as an outage would.
 */
export type ProxyMode = "pass" | "refuse" | "silent";

export interface TcpProxy {
  /** The target's URL with the proxy's port. */
  url: string;
  port: number;
  setMode(mode: ProxyMode): void;
  close(): Promise<void>;
}

export function startTcpProxy(targetUrl: string): TcpProxy {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port || 5432);
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  const open = new Set<Deno.Conn>();
  let mode = "pass" as ProxyMode;
  const closeAll = () => {
    for (const conn of open) {
      try {
        conn.close();
      } catch {
        // already closed
      }
    }
    open.clear();
  };
  const accepting = (async () => {
    for await (const client of listener) {
      if (mode === "refuse") {
        client.close();
        continue;
      }
      open.add(client);
      if (mode === "silent") continue;
      try {
        const upstream = await Deno.connect({ hostname: target.hostname, port: targetPort });
        open.add(upstream);
        const done = () => {
          for (const c of [client, upstream]) {
            open.delete(c);
            try {
              c.close();
            } catch {
              // already closed
            }
          }
        };
        // Either side ending ends both.
        void Promise.race([
          client.readable.pipeTo(upstream.writable, { preventClose: true }),
          upstream.readable.pipeTo(client.writable, { preventClose: true }),
        ]).catch(() => {}).finally(done);
      } catch {
        open.delete(client);
        client.close();
      }
    }
  })().catch(() => {});
  const url = new URL(targetUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return {
    url: url.toString(),
    port,
    setMode(next) {
      mode = next;
      closeAll();
    },
    async close() {
      listener.close();
      closeAll();
      await accepting;
    },
  };
}
