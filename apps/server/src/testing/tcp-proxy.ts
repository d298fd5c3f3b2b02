import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy between the server and its database, for outage tests: `cut()` ends every
 * connection (what a database restart or failover does to its clients), `stop()` also refuses new
 * ones until `start()` (the database being down).
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Ends every open connection, both ways. */
  cut(): void {
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
  }

  /** Ends every connection and refuses new ones until start(). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    this.cut();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
