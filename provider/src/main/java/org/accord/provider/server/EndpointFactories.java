package org.accord.provider.server;

import java.lang.reflect.InvocationTargetException;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/** Finds the {@link EndpointFactory}: named explicitly, or the single one registered as a service. */
public final class EndpointFactories {

    private EndpointFactories() {}

    /**
     * The factory class named by {@code className} if present, else the only
     * {@code META-INF/services/org.accord.provider.server.EndpointFactory} entry visible to {@code loader}.
     *
     * @throws PublishingException if the class cannot be made, or there is not exactly one service entry
     */
    public static EndpointFactory resolve(Optional<String> className, ClassLoader loader) {
        return className.map(name -> instantiate(name, loader)).orElseGet(() -> fromServices(loader));
    }

    private static EndpointFactory instantiate(String name, ClassLoader loader) {
        try {
            Class<?> type = Class.forName(name, true, loader);
            return (EndpointFactory) type.getConstructor().newInstance();
        } catch (ClassNotFoundException | ClassCastException | NoSuchMethodException | InstantiationException
                | IllegalAccessException | InvocationTargetException e) {
            throw new PublishingException("cannot create endpoint factory " + name + ": " + e, e);
        }
    }

    private static EndpointFactory fromServices(ClassLoader loader) {
        List<EndpointFactory> found = ServiceLoader.load(EndpointFactory.class, loader).stream()
                .map(ServiceLoader.Provider::get)
                .toList();
        if (found.size() != 1) {
            throw new PublishingException("expected exactly one " + EndpointFactory.class.getName()
                    + " service, found " + found.size() + "; name one with the "
                    + AccordServlet.ENDPOINTS_PARAMETER + " parameter");
        }
        return found.get(0);
    }
}
