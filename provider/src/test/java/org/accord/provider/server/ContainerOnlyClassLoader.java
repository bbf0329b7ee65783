package org.accord.provider.server;

import java.io.IOException;
import java.net.URL;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;

/**
 * Parent class loader for a web application in embedded Tomcat: it shows the webapp only what a real
 * container's class loader would (the JDK, the servlet API and Tomcat itself) and hides the rest of the
 * test classpath (CXF, Jetty, our own classes), so the WAR runs on exactly what it packages.
 */
final class ContainerOnlyClassLoader extends ClassLoader {

    private static final List<String> CONTAINER_PACKAGES = List.of(
            "jakarta.servlet.", "jakarta.el.", "jakarta.websocket.", "jakarta.security.auth.message.",
            "jakarta.annotation.", "org.apache.catalina.", "org.apache.tomcat.", "org.apache.coyote.",
            "org.apache.juli.", "org.apache.naming.");

    private final ClassLoader application;

    ContainerOnlyClassLoader(ClassLoader application) {
        super("container-only", ClassLoader.getPlatformClassLoader());
        this.application = application;
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        if (isContainer(name)) {
            return application.loadClass(name);
        }
        throw new ClassNotFoundException(name);
    }

    @Override
    protected URL findResource(String name) {
        return isContainer(name.replace('/', '.')) ? application.getResource(name) : null;
    }

    @Override
    protected Enumeration<URL> findResources(String name) throws IOException {
        return isContainer(name.replace('/', '.')) ? application.getResources(name) : Collections.emptyEnumeration();
    }

    private static boolean isContainer(String name) {
        return CONTAINER_PACKAGES.stream().anyMatch(name::startsWith);
    }
}
