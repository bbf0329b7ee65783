package org.accord.endtoend;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A TCP relay in front of a real provider whose answers arrive {@link #delay} late: each response's
 * first bytes are held back that long (a slow network, or a provider busy elsewhere). Requests pass at
 * once, so the provider does the work in time and only its answer is late. Test fixture.
 */
final class SlowLink implements AutoCloseable {

    private final ServerSocket server;
    private final URI upstream;
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();
    volatile Duration delay = Duration.ZERO;

    private SlowLink(ServerSocket server, URI upstream) {
        this.server = server;
        this.upstream = upstream;
    }

    /** A relay to the provider at {@code providerUrl} (e.g. {@code http://127.0.0.1:40123/services}). */
    static SlowLink to(String providerUrl) {
        try {
            SlowLink link = new SlowLink(new ServerSocket(0, 50, InetAddress.getLoopbackAddress()), URI.create(providerUrl));
            daemon(link::accept);
            return link;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The provider's URL through this relay. */
    String url() {
        return "http://127.0.0.1:" + server.getLocalPort() + upstream.getPath();
    }

    @Override
    public void close() throws IOException {
        server.close();
        for (Socket socket : sockets) {
            socket.close();
        }
    }

    private void accept() {
        try {
            while (!server.isClosed()) {
                Socket client = server.accept();
                Socket provider = new Socket(upstream.getHost(), upstream.getPort());
                sockets.add(client);
                sockets.add(provider);
                boolean[] requested = {false};
                daemon(() -> pump(client, provider, requested, false));
                daemon(() -> pump(provider, client, requested, true));
            }
        } catch (IOException closed) {
            // the relay was closed
        }
    }

    private void pump(Socket from, Socket to, boolean[] requested, boolean answers) {
        byte[] buffer = new byte[8192];
        try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
            for (int n; (n = in.read(buffer)) > 0; ) {
                if (answers && requested[0]) {
                    requested[0] = false;
                    Thread.sleep(delay.toMillis());
                } else if (!answers) {
                    requested[0] = true;
                }
                out.write(buffer, 0, n);
                out.flush();
            }
        } catch (IOException | InterruptedException closed) {
            // either side hung up
        }
    }

    private static void daemon(Runnable task) {
        Thread thread = new Thread(task, "slow-link");
        thread.setDaemon(true);
        thread.start();
    }
}
