package org.accord.provider.server;

import java.io.IOException;
import java.io.InputStream;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;

/**
 * Reads what is left of a request's body once it has been answered, when the body is within the message size
 * limit, so that a refusal sent before the whole body was read reaches the caller.
 *
 * <p>Why: a request refused early (a charset the provider cannot decode, a document that stops parsing at a
 * DOCTYPE or a second {@code soap:Body}) leaves the rest of its body unread. The container then closes the
 * connection with those bytes still in the socket's receive buffer, and the operating system answers such a
 * close with a reset, which can discard the refusal at a client still sending its body, or the next request on
 * a kept-alive connection. Evidence, from the reading-path fuzz ({@code ReadingPathFuzzIT}, seed 34, 30,000
 * cases, one run each on a loaded machine): without this, 4 requests got no answer on their connection, one of
 * them twice; with it, 1 (a connection Jetty's selector closed). A body over the limit is not read: it is
 * refused as too large, and closing on it is what the limit is for.
 */
final class UnreadBody {

    private static final int BUFFER = 16 * 1024;

    private UnreadBody() {}

    /** Reads and drops the rest of {@code request}'s body when it declares no more than {@code limit} bytes. */
    static void drain(HttpServletRequest request, long limit) {
        long declared = request.getContentLengthLong();
        if (declared == 0 || declared > limit || request.isAsyncStarted()) {
            return;
        }
        try {
            InputStream body = request.getInputStream();
            byte[] buffer = new byte[BUFFER];
            long read = 0;
            int n;
            while (read <= limit && (n = body.read(buffer)) >= 0) {
                read += n;
            }
        } catch (IllegalStateException readAsText) {
            // the body was read through getReader(): the reader reached its end or the request failed anyway
        } catch (IOException gone) {
            // the caller went away: nothing to deliver
        }
    }

    /** The servlet filter the embedded server puts in front of CXF's Jetty transport. */
    static final class Filter implements jakarta.servlet.Filter {

        private final long limit;

        Filter(long limit) {
            this.limit = limit;
        }

        @Override
        public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
                throws IOException, ServletException {
            try {
                chain.doFilter(request, response);
            } finally {
                if (request instanceof HttpServletRequest http) {
                    drain(http, limit);
                }
            }
        }
    }
}
