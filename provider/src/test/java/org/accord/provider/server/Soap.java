package org.accord.provider.server;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Base64;

import org.accord.provider.security.UserFile;
import org.apache.cxf.jaxws.JaxWsProxyFactoryBean;

/** Client-side fixtures: echo proxies, raw SOAP over HTTP, a free port, a user file. */
final class Soap {

    static final String ALICE = "alice";
    static final String ALICE_PASSWORD = "wonder land";

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private Soap() {}

    static Echo echoClient(String url) {
        JaxWsProxyFactoryBean factory = new JaxWsProxyFactoryBean();
        factory.setServiceClass(Echo.class);
        factory.setAddress(url);
        return (Echo) factory.create();
    }

    static Echo echoClient(String url, String user, String password) {
        JaxWsProxyFactoryBean factory = new JaxWsProxyFactoryBean();
        factory.setServiceClass(Echo.class);
        factory.setAddress(url);
        factory.setUsername(user);
        factory.setPassword(password);
        return (Echo) factory.create();
    }

    static String echoEnvelope(String bodyContent) {
        return "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body>"
                + "<e:echo xmlns:e=\"" + Echo.NAMESPACE + "\">" + bodyContent + "</e:echo></soap:Body></soap:Envelope>";
    }

    static HttpResponse<String> post(String url, String envelope) {
        return send(request(url).POST(HttpRequest.BodyPublishers.ofString(envelope)).build());
    }

    static HttpResponse<String> postAs(String url, String envelope, String user, String password) {
        String token = Base64.getEncoder().encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
        return send(request(url).header("Authorization", "Basic " + token)
                .POST(HttpRequest.BodyPublishers.ofString(envelope)).build());
    }

    static HttpResponse<String> get(String url) {
        return send(HttpRequest.newBuilder(URI.create(url)).GET().build());
    }

    private static HttpRequest.Builder request(String url) {
        return HttpRequest.newBuilder(URI.create(url))
                .header("Content-Type", "text/xml; charset=UTF-8")
                .header("SOAPAction", "\"\"");
    }

    private static HttpResponse<String> send(HttpRequest request) {
        try {
            return HTTP.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A user file holding alice, hashed with few iterations to keep tests fast. */
    static Path usersFile(Path dir) {
        Path file = dir.resolve("users.properties");
        UserFile.put(file, ALICE, ALICE_PASSWORD.toCharArray(), 1000);
        UserFile.put(file, "bob", "builder".toCharArray(), 1000);
        return file;
    }
}
