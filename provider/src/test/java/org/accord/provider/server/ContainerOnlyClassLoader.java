package org.accord.provider.server;

import java.io.IOException;
import java.net.URL;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.stream.Stream;

/**
 * Parent class loader for a web application in an embedded container: it shows the webapp only what a
 * real container's class loader would (the JDK, the servlet API and the container itself) and hides the
 * rest of the test classpath (CXF and its Jetty transport, our own classes), so the WAR runs on exactly
 * what it packages.
 */
final class ContainerOnlyClassLoader extends ClassLoader {

    private static final List<String> SERVLET_API = List.of(
            "jakarta.servlet.", "jakarta.el.", "jakarta.websocket.", "jakarta.security.auth.message.",
            "jakarta.annotation.");

    private final ClassLoader application;
    private final List<String> containerPackages;

    private ContainerOnlyClassLoader(ClassLoader application, List<String> container) {
        super("container-only", ClassLoader.getPlatformClassLoader());
        this.application = application;
        this.containerPackages = Stream.concat(SERVLET_API.stream(), container.stream()).toList();
    }

    /** What embedded Tomcat's webapp loader may see of {@code application}. */
    static ContainerOnlyClassLoader tomcat(ClassLoader application) {
        return new ContainerOnlyClassLoader(application, List.of("org.apache.catalina.", "org.apache.tomcat.",
                "org.apache.coyote.", "org.apache.juli.", "org.apache.naming."));
    }

    /** What embedded Jetty's ee10 webapp loader may see of {@code application}: Jetty itself. */
    static ContainerOnlyClassLoader jetty(ClassLoader application) {
        return new ContainerOnlyClassLoader(application, List.of("org.eclipse.jetty."));
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

    private boolean isContainer(String name) {
        return containerPackages.stream().anyMatch(name::startsWith);
    }
}
