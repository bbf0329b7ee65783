package org.accord.provider.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.jetty.ee.webapp.WebAppClassLoader;
import org.eclipse.jetty.ee10.webapp.WebAppContext;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link DeployedProviderContract} in embedded Jetty 12 (ee10, Servlet 6.0). The test classpath also holds
 * CXF and its own Jetty transport; the webapp's loader has {@link ContainerOnlyClassLoader#jetty} as parent,
 * so CXF, JAXB and the provider come from the WAR's WEB-INF only.
 */
class JettyWarDeploymentIT extends DeployedProviderContract {

    @TempDir
    static Path scratch;

    private static Server server;
    private static WebAppContext webapp;
    private static String servicesUrl;

    @BeforeAll
    static void deploy() throws Exception {
        Path config = Files.writeString(scratch.resolve("provider.properties"),
                "data.dir=" + scratch.resolve("data") + "\nclock.speedup=1\n");
        server = new Server();
        ServerConnector connector = new ServerConnector(server);
        connector.setHost("127.0.0.1");
        connector.setPort(0);
        server.addConnector(connector);
        webapp = new WebAppContext();
        webapp.setContextPath("/accord");
        webapp.setWar(war().toString());
        webapp.setTempDirectory(Files.createDirectories(scratch.resolve("jetty")).toFile());
        webapp.setClassLoader(new WebAppClassLoader(
                ContainerOnlyClassLoader.jetty(JettyWarDeploymentIT.class.getClassLoader()), webapp));
        webapp.setThrowUnavailableOnStartupException(true);
        webapp.setInitParameter(AccordServlet.CONFIG_PARAMETER, config.toString());
        server.setHandler(webapp);
        server.start();
        assertThat(webapp.isAvailable()).isTrue();
        servicesUrl = "http://127.0.0.1:" + connector.getLocalPort() + "/accord/services";
    }

    @AfterAll
    static void undeploy() throws Exception {
        server.stop();
    }

    @Override
    String servicesUrl() {
        return servicesUrl;
    }

    @Test
    void cxfAndTheProviderComeFromTheWarNotTheTestClasspath() throws Exception {
        ClassLoader loader = webapp.getClassLoader();

        assertThat(loader.loadClass(AccordServlet.class.getName()).getClassLoader()).isSameAs(loader);
        assertThat(loader.loadClass("org.apache.cxf.transport.servlet.CXFNonSpringServlet").getClassLoader())
                .isSameAs(loader);
        assertThat(loader.getResource("org/apache/cxf/transport/http_jetty/JettyHTTPTransportFactory.class")).isNull();
    }
}
