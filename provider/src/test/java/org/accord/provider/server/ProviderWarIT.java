package org.accord.provider.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.apache.catalina.Context;
import org.apache.catalina.LifecycleException;
import org.apache.catalina.LifecycleState;
import org.apache.catalina.core.StandardContext;
import org.apache.catalina.startup.Tomcat;
import org.apache.tomcat.util.scan.StandardJarScanner;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;

/** {@link DeployedProviderContract} in embedded Tomcat 10.1, the webapp seeing only the container. */
class ProviderWarIT extends DeployedProviderContract {

    @TempDir
    static Path scratch;

    private static Tomcat tomcat;
    private static String servicesUrl;

    @BeforeAll
    static void deploy() throws Exception {
        Path config = Files.writeString(scratch.resolve("provider.properties"),
                "data.dir=" + scratch.resolve("data") + "\nclock.speedup=1\n");
        tomcat = new Tomcat();
        tomcat.setBaseDir(Files.createDirectories(scratch.resolve("tomcat")).toString());
        tomcat.setPort(0);
        tomcat.setAddDefaultWebXmlToWebapp(false);
        tomcat.getHost().setAppBase(Files.createDirectories(scratch.resolve("tomcat/webapps")).toString());
        Context context = tomcat.addWebapp("/accord", war().toString());
        context.setParentClassLoader(ContainerOnlyClassLoader.tomcat(ProviderWarIT.class.getClassLoader()));
        ((StandardContext) context).setFailCtxIfServletStartFails(true);
        ((StandardJarScanner) context.getJarScanner()).setScanClassPath(false);
        context.addParameter(AccordServlet.CONFIG_PARAMETER, config.toString());
        tomcat.getConnector();
        tomcat.start();
        assertThat(context.getState()).isEqualTo(LifecycleState.STARTED);
        servicesUrl = "http://127.0.0.1:" + tomcat.getConnector().getLocalPort() + "/accord/services";
    }

    @AfterAll
    static void undeploy() throws LifecycleException {
        tomcat.stop();
        tomcat.destroy();
    }

    @Override
    String servicesUrl() {
        return servicesUrl;
    }
}
