package org.accord.provider.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipFile;

import org.apache.catalina.WebResourceRoot;
import org.apache.catalina.webresources.DirResourceSet;
import org.apache.catalina.webresources.StandardRoot;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The real WAR ({@code target/provider-VERSION-webapp.war}, path from the {@code accord.webapp.war}
 * system property) deployed in embedded Tomcat 10.1 on a free port. The webapp sees only the container
 * (see {@link ContainerOnlyClassLoader}); the test hook adds the test classes under WEB-INF/classes and
 * names {@link EchoEndpoints} in the {@code accord.endpoints} context parameter.
 */
class WarDeploymentIT extends PublishedEchoContract {

    private static TomcatWebapp webapp;
    private static String servicesUrl;

    @BeforeAll
    static void deploy() throws Exception {
        Path config = Files.writeString(scratch.resolve("provider.properties"),
                "data.dir=" + scratch.resolve("data") + "\nsecurity.enabled=true\nsecurity.users="
                        + Soap.usersFile(scratch) + "\nmessage.max.bytes=" + MAX_BYTES + "\n");
        String testClasses = testClasses();
        webapp = TomcatWebapp.deploy(war(), scratch, config, context -> {
            context.addParameter(AccordServlet.ENDPOINTS_PARAMETER, EchoEndpoints.class.getName());
            WebResourceRoot resources = new StandardRoot(context);
            resources.addPostResources(new DirResourceSet(resources, "/WEB-INF/classes", testClasses, "/"));
            context.setResources(resources);
        });
        servicesUrl = webapp.servicesUrl();
    }

    @AfterAll
    static void undeploy() throws Exception {
        webapp.close();
    }

    @Override
    String echoUrl() {
        return servicesUrl + "/echo";
    }

    @Test
    void warCarriesNoJettyAndMapsTheServletAtServices() throws Exception {
        try (ZipFile war = new ZipFile(war().toFile())) {
            assertThat(war.stream().map(e -> e.getName()))
                    .contains("WEB-INF/web.xml", "WEB-INF/classes/org/accord/provider/server/AccordServlet.class")
                    .anySatisfy(name -> assertThat(name).startsWith("WEB-INF/lib/cxf-rt-frontend-jaxws-"))
                    .noneSatisfy(name -> assertThat(name).contains("jetty"))
                    .noneSatisfy(name -> assertThat(name).contains("servlet-api"));
        }
    }

    @Test
    void cxfServiceListShowsTheEndpoint() {
        HttpResponse<String> list = Soap.get(servicesUrl + "/");

        assertThat(list.statusCode()).isEqualTo(200);
        assertThat(list.body()).contains("/accord/services/echo?wsdl");
    }

    private static Path war() {
        return DeployedProviderContract.war();
    }

    private static String testClasses() throws Exception {
        return Path.of(EchoEndpoints.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    }
}
