package org.accord.provider.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

import org.apache.catalina.Context;
import org.apache.catalina.LifecycleException;
import org.apache.catalina.LifecycleState;
import org.apache.catalina.core.StandardContext;
import org.apache.catalina.startup.Tomcat;
import org.apache.tomcat.util.scan.StandardJarScanner;

/**
 * A WAR file deployed at {@code /accord} in embedded Tomcat 10.1 on a free port, the webapp seeing only the
 * container ({@link ContainerOnlyClassLoader}) and reading {@code config} as its {@code accord.config}. The
 * Tomcat ITs share this so they deploy exactly the same way; {@code customise} adds what one test needs.
 */
final class TomcatWebapp implements AutoCloseable {

    private final Tomcat tomcat;
    private final String servicesUrl;

    private TomcatWebapp(Tomcat tomcat, String servicesUrl) {
        this.tomcat = tomcat;
        this.servicesUrl = servicesUrl;
    }

    static TomcatWebapp deploy(Path war, Path scratch, Path config, Consumer<Context> customise) throws Exception {
        Tomcat tomcat = new Tomcat();
        tomcat.setBaseDir(Files.createDirectories(scratch.resolve("tomcat")).toString());
        tomcat.setPort(0);
        tomcat.setAddDefaultWebXmlToWebapp(false);
        tomcat.getHost().setAppBase(Files.createDirectories(scratch.resolve("tomcat/webapps")).toString());
        Context context = tomcat.addWebapp("/accord", war.toString());
        context.setParentClassLoader(ContainerOnlyClassLoader.tomcat(TomcatWebapp.class.getClassLoader()));
        ((StandardContext) context).setFailCtxIfServletStartFails(true);
        ((StandardJarScanner) context.getJarScanner()).setScanClassPath(false);
        context.addParameter(AccordServlet.CONFIG_PARAMETER, config.toString());
        customise.accept(context);
        tomcat.getConnector();
        tomcat.start();
        assertThat(context.getState()).isEqualTo(LifecycleState.STARTED);
        return new TomcatWebapp(tomcat, "http://127.0.0.1:" + tomcat.getConnector().getLocalPort() + "/accord/services");
    }

    /** {@code http://127.0.0.1:PORT/accord/services}. */
    String servicesUrl() {
        return servicesUrl;
    }

    @Override
    public void close() throws LifecycleException {
        tomcat.stop();
        tomcat.destroy();
    }
}
