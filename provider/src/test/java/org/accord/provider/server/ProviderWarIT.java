package org.accord.provider.server;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;

/** {@link DeployedProviderContract} in embedded Tomcat 10.1, the webapp seeing only the container. */
class ProviderWarIT extends DeployedProviderContract {

    @TempDir
    static Path scratch;

    private static TomcatWebapp webapp;

    @BeforeAll
    static void deploy() throws Exception {
        Path config = Files.writeString(scratch.resolve("provider.properties"),
                "data.dir=" + scratch.resolve("data") + "\nclock.speedup=1\n");
        webapp = TomcatWebapp.deploy(war(), scratch, config, context -> { });
    }

    @AfterAll
    static void undeploy() throws Exception {
        webapp.close();
    }

    @Override
    String servicesUrl() {
        return webapp.servicesUrl();
    }
}
